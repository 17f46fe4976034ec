import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The MARC `record` and MODS `mods` elements of a file of any shape (a MARCXML collection, an SRU or OAI-PMH
/// response, a lone record), each written out again as a standalone element in its own default namespace,
/// with what an independent reading of it says: its 100/110/700/710 count and whether it has a 245 `$a`.
/// Read by Foundation's `XMLParser`, not forte's parser, to check forte's MARC and MODS mappings against.
final class RecordExtractor: NSObject, XMLParserDelegate {
    struct Record {
        var xml = ""
        var isMODS = false
        var nameFields = 0
        var hasTitle = false
    }

    static let marc = "http://www.loc.gov/MARC21/slim", marcxchange = "info:lc/xmlns/marcxchange-v1"
    static let mods = "http://www.loc.gov/mods/v3"

    private(set) var records: [Record] = []
    private var depth = 0
    private var current: Record?
    private var tag = ""

    static func records(inFile path: String) -> [Record] {
        guard let parser = XMLParser(contentsOf: URL(fileURLWithPath: path)) else { return [] }
        let extractor = RecordExtractor()
        parser.shouldProcessNamespaces = true
        parser.delegate = extractor
        _ = parser.parse()
        return extractor.records
    }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        let namespace = namespaceURI ?? ""
        if current == nil {
            let isMARC =
                name == "record" && (namespace == Self.marc || namespace == Self.marcxchange || namespace.isEmpty)
            guard isMARC || (name == "mods" && namespace == Self.mods) else { return }
            current = Record(isMODS: !isMARC)
            depth = 0
            current!.xml = "<\(name) xmlns=\"\(Self.escaped(namespace))\""
        } else {
            current!.xml += "<\(name)"
        }
        depth += 1
        // Prefixed attributes (xsi:, xlink:) are left out: they would need their namespaces.
        for (key, value) in attributes.sorted(by: { $0.key < $1.key }) where !key.contains(":") && key != "xmlns" {
            current!.xml += " \(key)=\"\(Self.escaped(value))\""
        }
        current!.xml += ">"
        if name == "datafield" { tag = attributes["tag"] ?? "" }
        if name == "datafield", ["100", "110", "700", "710"].contains(tag) { current!.nameFields += 1 }
        if name == "name", depth == 2, current!.isMODS { current!.nameFields += 1 }
        if name == "subfield", tag == "245", attributes["code"] == "a" { current!.hasTitle = true }
        if name == "title", depth == 3, current!.isMODS { current!.hasTitle = true }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        current?.xml += Self.escaped(string)
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        guard current != nil else { return }
        current!.xml += "</\(name)>"
        depth -= 1
        if depth == 0 {
            records.append(current!)
            current = nil
        }
    }

    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: "\"", with: "&quot;")
    }
}
