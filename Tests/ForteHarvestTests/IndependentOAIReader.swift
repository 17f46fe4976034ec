import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A second reading of saved OAI-PMH responses, by Foundation's `XMLParser` rather than forte's libxml2 SAX
/// path, for tests to check forte's import against: what each file holds, and each record's identifier,
/// deletion, titles, creators and dates as catalogued (trimmed of XML white space, as a value is).
final class IndependentOAIReader: NSObject, XMLParserDelegate {
    struct Record: Equatable {
        var identifier = ""
        var isDeleted = false
        /// Whether its metadata is `oai_dc` (an item) rather than another format (a raw record).
        var isDublinCore = false
        var titles: [String] = []
        var creators: [String] = []
        var dates: [String] = []
    }

    /// A file's records in order, or nil when it holds none to import (not XML, not OAI-PMH, an error other than
    /// `noRecordsMatch`, or another verb's answer).
    static func records(inFile path: String) -> [Record]? {
        guard var bytes = try? Data(contentsOf: URL(fileURLWithPath: path)) else { return nil }
        // The control characters XML forbids, which forte drops from what it reads and XMLParser refuses.
        bytes.removeAll { $0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }
        let parser = XMLParser(data: bytes)
        let reader = IndependentOAIReader()
        parser.shouldProcessNamespaces = true
        parser.delegate = reader
        guard parser.parse(), reader.isOAI, reader.errorCodes.allSatisfy({ $0 == "noRecordsMatch" }) else { return nil }
        guard reader.errorCodes.isEmpty else { return [] }
        return reader.answersRecords ? reader.records : nil
    }

    private static let oai = "http://www.openarchives.org/OAI/2.0/"
    private static let dublinCore = "http://purl.org/dc/elements/1.1/"
    private static let oaiDC = "http://www.openarchives.org/OAI/2.0/oai_dc/"

    private var path: [(namespace: String, name: String)] = []
    private var isOAI = false
    private var answersRecords = false
    private var errorCodes: [String] = []
    private var records: [Record] = []
    private var record = Record()
    private var text = ""

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        let namespace = namespaceURI ?? ""
        if path.isEmpty { isOAI = namespace == Self.oai && name == "OAI-PMH" }
        if path.count == 1, namespace == Self.oai {
            if name == "ListRecords" || name == "GetRecord" { answersRecords = true }
            if name == "error" { errorCodes.append(attributes["code"] ?? "") }
        }
        if namespace == Self.oai, name == "record", path.count == 2 { record = Record() }
        if namespace == Self.oai, name == "header", path.count == 3 {
            record.isDeleted = attributes["status"] == "deleted"
        }
        path.append((namespace, name))
        text = ""
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

    func parser(_ parser: XMLParser, foundCDATA block: Data) { text += String(decoding: block, as: UTF8.self) }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        let names = path.map(\.name)
        let value = text.trimmingCharacters(in: CharacterSet(charactersIn: " \t\r\n"))
        if names.count == 5, names[2] == "record", names[3] == "header", name == "identifier" {
            record.identifier = value
        }
        if path.count == 5, names[2] == "record", names[3] == "metadata", namespaceURI == Self.oaiDC, name == "dc" {
            record.isDublinCore = true
        }
        // record/metadata/oai_dc:dc/dc:element
        if path.count == 6, names[2] == "record", names[3] == "metadata", path[4].namespace == Self.oaiDC,
            namespaceURI == Self.dublinCore
        {
            switch name {
            case "title": record.titles.append(value)
            case "creator": record.creators.append(value)
            case "date": record.dates.append(value)
            default: break
            }
        }
        if path.count == 3, names[2] == "record", namespaceURI == Self.oai { records.append(record) }
        path.removeLast()
        text = ""
    }

    /// The decade a date gives, by the rule written out plainly: the first run of exactly four digits from 1400 to
    /// 2099 (unless it begins a range of more than 50 years), else the first three digits followed by a hyphen
    /// (`191-`) and no digit.
    static func decade(of dates: [String]) -> Int? {
        for date in dates {
            if let match = date.firstMatch(of: /(?:^|[^0-9])(1[4-9][0-9][0-9]|20[0-9][0-9])(?![0-9])/) {
                // A range or alternative of more than 50 years is no date to file by.
                let range = date[match.range.upperBound...]
                    .firstMatch(
                        of:
                            /^[ ?\[\]().]*(?i:-|–|—|\/|and |to |or )[ ?\[\]().]*(1[4-9][0-9][0-9]|20[0-9][0-9])(?![0-9])/
                    )
                if let range, Int(range.1)! - Int(match.1)! > 50 { continue }
                return Int(match.1)! / 10 * 10
            }
            if let match = date.firstMatch(of: /(?:^|[^0-9])(1[4-9][0-9]|20[0-9])-(?![0-9])/) {
                return Int(match.1)! * 10
            }
        }
        return nil
    }
}
