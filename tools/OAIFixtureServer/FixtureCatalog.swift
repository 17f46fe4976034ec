import MusicVocabulary

/// The records a fixture repository holds, changeable between syncs.
public struct FixtureRecord: Sendable, Hashable {
    public var identifier: String
    public var datestamp: String
    public var title: String
    public var creator: String
    public var date: String
    public var isDeleted = false
    /// The record of `FixtureState.music` whose further composers, contributors, headings, publisher, language, show
    /// and note it carries; nil (the fixture's records by default) for none. Picked as each page is made (see
    /// `FixtureMusic`): a million records' words held would take the server hundreds of megabytes.
    public var musicRecord: Int?

    public init(identifier: String, datestamp: String, title: String, creator: String, date: String) {
        self.identifier = identifier
        self.datestamp = datestamp
        self.title = title
        self.creator = creator
        self.date = date
    }

    /// Record number `number` of a generated catalog.
    public static func generated(_ number: Int, datestamp: String = "2020-01-01T00:00:00Z") -> FixtureRecord {
        FixtureRecord(
            identifier: "oai:fixture.test:score-\(number)", datestamp: datestamp,
            title: "Song number \(number) for voice & piano",
            creator: "Composer \(number % 97), 18\(10 + number % 90)-19\(10 + number % 80)",
            date: "\(1850 + number % 100)")
    }

    /// Record number `number` of a generated catalog catalogued in `music`'s words (`MusicVocabulary.record(_:)`):
    /// its composer as its creator, and the rest of its music fields sent with it.
    public static func generated(
        _ number: Int, music: MusicVocabulary,
        datestamp: String = "2020-01-01T00:00:00Z"
    ) -> FixtureRecord {
        var record = generated(number, datestamp: datestamp)
        record.creator = music.record(number).composers[0]
        record.musicRecord = number
        return record
    }

    /// Appends the record as OAI-PMH `<record>` XML in `oai_dc`, or in `marc21` (see `marcMetadata`); in `oai_dc` with
    /// its `musicRecord` of `music`, if any.
    func xml(into document: inout [UInt8], marc: Bool = false, music: FixtureMusic? = nil) {
        document += "<record><header".utf8
        if isDeleted { document += " status=\"deleted\"".utf8 }
        document += "><identifier>".utf8
        document.appendEscaped(identifier)
        document += "</identifier><datestamp>".utf8
        document.appendEscaped(datestamp)
        document += "</datestamp><setSpec>music</setSpec></header>".utf8
        if !isDeleted && marc {
            marcMetadata(into: &document)
        } else if !isDeleted {
            document +=
                "<metadata><oai_dc:dc xmlns:oai_dc=\"http://www.openarchives.org/OAI/2.0/oai_dc/\" xmlns:dc=\"http://purl.org/dc/elements/1.1/\"><dc:title>"
                .utf8
            document.appendEscaped(title)
            document += "</dc:title><dc:creator>".utf8
            document.appendEscaped(creator)
            document += "</dc:creator><dc:date>".utf8
            document.appendEscaped(date)
            document += "</dc:date>".utf8
            if let music, let musicRecord { music.xml(of: musicRecord, into: &document) }
            document += "<dc:type>Music</dc:type><dc:identifier>http://fixture.test/".utf8
            document.appendEscaped(identifier)
            document += "</dc:identifier></oai_dc:dc></metadata>".utf8
        }
        document += "</record>".utf8
    }
}

extension [UInt8] {
    /// Appends the text escaped for XML, runs of plain bytes at once: the server stays cheap beside
    /// the client it serves on the same cores.
    mutating func appendEscaped(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            var plain = 0
            for (index, byte) in bytes.enumerated() {
                let entity: String
                switch byte {
                case UInt8(ascii: "&"): entity = "&amp;"
                case UInt8(ascii: "<"): entity = "&lt;"
                case UInt8(ascii: ">"): entity = "&gt;"
                case UInt8(ascii: "\""): entity = "&quot;"
                default: continue
                }
                append(contentsOf: bytes[plain..<index])
                append(contentsOf: entity.utf8)
                plain = index + 1
            }
            append(contentsOf: bytes[plain...])
        }
    }
}
