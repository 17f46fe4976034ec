/// The records a fixture repository holds, changeable between syncs.
public struct FixtureRecord: Sendable, Hashable {
    public var identifier: String
    public var datestamp: String
    public var title: String
    public var creator: String
    public var date: String
    public var isDeleted = false

    public init(identifier: String, datestamp: String, title: String, creator: String, date: String) {
        self.identifier = identifier
        self.datestamp = datestamp
        self.title = title
        self.creator = creator
        self.date = date
    }

    /// Record number `number` of a generated catalog.
    public static func generated(_ number: Int, datestamp: String = "2020-01-01T00:00:00Z") -> FixtureRecord {
        FixtureRecord(identifier: "oai:fixture.test:score-\(number)", datestamp: datestamp,
                      title: "Song number \(number) for voice & piano", creator: "Composer \(number % 97), 18\(10 + number % 90)-19\(10 + number % 80)",
                      date: "\(1850 + number % 100)")
    }

    /// The record as OAI-PMH `<record>` XML in `oai_dc`.
    func xml() -> String {
        let header = "<header\(isDeleted ? " status=\"deleted\"" : "")><identifier>\(escaped(identifier))</identifier>"
            + "<datestamp>\(datestamp)</datestamp><setSpec>music</setSpec></header>"
        if isDeleted { return "<record>\(header)</record>" }
        return "<record>\(header)<metadata><oai_dc:dc xmlns:oai_dc=\"http://www.openarchives.org/OAI/2.0/oai_dc/\" "
            + "xmlns:dc=\"http://purl.org/dc/elements/1.1/\"><dc:title>\(escaped(title))</dc:title>"
            + "<dc:creator>\(escaped(creator))</dc:creator><dc:date>\(date)</dc:date><dc:type>Music</dc:type>"
            + "<dc:identifier>http://fixture.test/\(escaped(identifier))</dc:identifier></oai_dc:dc></metadata></record>"
    }
}

func escaped(_ text: String) -> String {
    // Byte by byte: the server stays cheap beside the client it serves on the same cores.
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count + 16)
    for byte in text.utf8 {
        switch byte {
        case UInt8(ascii: "&"): bytes += "&amp;".utf8
        case UInt8(ascii: "<"): bytes += "&lt;".utf8
        case UInt8(ascii: ">"): bytes += "&gt;".utf8
        case UInt8(ascii: "\""): bytes += "&quot;".utf8
        default: bytes.append(byte)
        }
    }
    return String(decoding: bytes, as: UTF8.self)
}
