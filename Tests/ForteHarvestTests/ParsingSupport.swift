import ForteCatalog
import ForteHarvest
import Foundation

/// The saved responses in Fixtures/, next to this file.
enum Fixture {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Fixtures"
    ).path

    static func path(_ name: String) -> String { directory + "/" + name }

    static func bytes(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: path(name))))
    }
}

/// What one document gave: its records in order and the rest of the response.
struct Parsed: Equatable {
    var records: [OAIRecord]
    var response: OAIResponse
}

/// Parses a document fed in chunks of the given sizes (the rest in one chunk).
func parse(_ document: [UInt8], chunkSizes: [Int] = []) throws -> Parsed {
    var records: [OAIRecord] = []
    let parser = OAIResponseParser { records.append($0) }
    var offset = 0
    for size in chunkSizes where offset < document.count {
        let end = min(offset + size, document.count)
        try document[offset..<end].withUnsafeBytes { try parser.feed($0) }
        offset = end
    }
    try document[offset...].withUnsafeBytes { try parser.feed($0) }
    return Parsed(records: records, response: try parser.finish())
}

func parse(_ document: String, chunkSizes: [Int] = []) throws -> Parsed {
    try parse(Array(document.utf8), chunkSizes: chunkSizes)
}

/// The description of the OAIParseError parsing throws, or nil when it does not throw one.
func parseError(_ document: [UInt8], chunkSizes: [Int] = []) -> String? {
    do {
        _ = try parse(document, chunkSizes: chunkSizes)
        return nil
    } catch let error as OAIParseError {
        return error.description
    } catch {
        return "unexpected \(error)"
    }
}

func parseError(_ document: String) -> String? { parseError(Array(document.utf8)) }

/// A ListRecords page wrapping the given record elements.
func listRecords(_ records: String, token: String = "") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/"><responseDate>2026-03-01T10:00:00Z</responseDate>\
    <request verb="ListRecords">https://catalogue.example.org/oai</request><ListRecords>\(records)\(token)</ListRecords></OAI-PMH>
    """
}

/// One oai_dc record with the given Dublin Core elements (already XML).
func dublinCoreRecord(_ identifier: String, _ elements: String) -> String {
    """
    <record><header><identifier>\(identifier)</identifier><datestamp>2025-11-02</datestamp></header><metadata>\
    <oai_dc:dc xmlns:oai_dc="http://www.openarchives.org/OAI/2.0/oai_dc/" xmlns:dc="http://purl.org/dc/elements/1.1/">\
    \(elements)</oai_dc:dc></metadata></record>
    """
}

extension OAIRecord {
    var dublinCore: DublinCoreValues? {
        guard case .dublinCore(let dublinCore)? = metadata else { return nil }
        return DublinCoreValues(dublinCore)
    }
    var xml: String? {
        guard case .xml(let xml)? = metadata else { return nil }
        return xml
    }
}

/// Dublin Core by element name, for compact expectations.
struct DublinCoreValues {
    let dublinCore: DublinCore
    init(_ dublinCore: DublinCore) { self.dublinCore = dublinCore }
    subscript(name: String) -> [String] { dublinCore[element: name] }
}
