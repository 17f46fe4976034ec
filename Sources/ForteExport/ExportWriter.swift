import ForteCatalog

/// `forte export`: the header, one line a record, and the footer of a format.
public struct ExportWriter: Sendable {
    public let format: ExportFormat

    public init(format: ExportFormat) {
        self.format = format
    }

    public var header: String? {
        switch format {
        case .jsonl: nil
        case .csv:
            (["identifier", "datestamp", "source", "sets"] + DublinCore.elementNames.map { "dc:\($0)" }).joined(
                separator: ",")
        case .xml:
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<records xmlns:oai_dc=\"http://www.openarchives.org/OAI/2.0/oai_dc/\" xmlns:dc=\"http://purl.org/dc/elements/1.1/\">"
        }
    }

    public var footer: String? { format == .xml ? "</records>" : nil }

    public func record(_ item: Item) -> String {
        switch format {
        case .jsonl:
            return Self.jsonLine(item)
        case .csv:
            let fields =
                [item.identifier, item.datestamp, item.source, item.setSpecs.joined(separator: "; ")]
                + DublinCore.elementNames.map { item.metadata[element: $0].joined(separator: "; ") }
            return fields.map(Self.csvField).joined(separator: ",")
        case .xml:
            let elements = DublinCore.elementNames.flatMap { name in
                item.metadata[element: name].map { "<dc:\(name)>\(Self.xmlEscaped($0))</dc:\(name)>" }
            }
            return "<record><header><identifier>\(Self.xmlEscaped(item.identifier))</identifier>"
                + "<datestamp>\(Self.xmlEscaped(item.datestamp))</datestamp>"
                + item.setSpecs.map { "<setSpec>\(Self.xmlEscaped($0))</setSpec>" }.joined()
                + "</header><metadata><oai_dc:dc>\(elements.joined())</oai_dc:dc></metadata></record>"
        }
    }

    /// A record in another metadata format: its `<metadata>` child as harvested. Nil in CSV, which
    /// holds Dublin Core only.
    public func record(_ raw: RawRecord) -> String? {
        switch format {
        case .jsonl:
            return JSONLine.write { json in
                json.object {
                    $0.field("datestamp", raw.datestamp)
                    $0.field("identifier", raw.identifier)
                    $0.field("metadataPrefix", raw.metadataPrefix)
                    $0.field("xml", raw.xml)
                }
            }
        case .csv:
            return nil
        case .xml:
            return "<record><header><identifier>\(Self.xmlEscaped(raw.identifier))</identifier>"
                + "<datestamp>\(Self.xmlEscaped(raw.datestamp))</datestamp></header><metadata>\(raw.xml)</metadata></record>"
        }
    }

    /// An item in JSON lines: `Item`'s fields under their own names, keys sorted, every Dublin Core element
    /// present (an empty array when not catalogued).
    static func jsonLine(_ item: Item) -> String {
        JSONLine.write { json in
            json.object {
                $0.field("datestamp", item.datestamp)
                $0.field("identifier", item.identifier)
                $0.key("metadata")
                $0.object {
                    for name in sortedElementNames { $0.field(name, item.metadata[element: name]) }
                }
                $0.field("setSpecs", item.setSpecs)
                $0.field("source", item.source)
            }
        }
    }

    /// Dublin Core's element names as sorted keys.
    private static let sortedElementNames = DublinCore.elementNames.sorted()

    /// RFC 4180: quoted when it holds a comma, quote or line break; quotes doubled.
    static func csvField(_ value: String) -> String {
        guard value.unicodeScalars.contains(where: isCSVBreak) else { return value }
        return "\"" + value.replacing("\"", with: "\"\"") + "\""
    }

    /// A comma, a quote, or a line break (what `Character.isNewline` calls one).
    private static func isCSVBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case ",", "\"", "\n", "\u{0B}", "\u{0C}", "\r", "\u{85}", "\u{2028}", "\u{2029}": true
        default: false
        }
    }

    /// In one pass, and as it is when nothing needs escaping (most values): Foundation's
    /// `replacingOccurrences`, three times, was most of an XML export.
    static func xmlEscaped(_ value: String) -> String {
        guard
            value.utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") }
            )
        else {
            return value
        }
        var escaped = ""
        escaped.reserveCapacity(value.utf8.count + 8)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
