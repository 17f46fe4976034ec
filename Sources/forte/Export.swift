#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
import Foundation
import ForteCatalog
import ForteIndex
import ForteText

struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write the index's records to standard output, one per line (jsonl), as CSV, or as Dublin Core XML.",
        discussion: "Records come in identifier order, read as the index stood at one moment, even while a sync runs."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case jsonl, csv, xml }

    @OptionGroup var index: IndexOptions

    @Option(help: "jsonl (one JSON object a line), csv, or xml (oai_dc records).")
    var format: Format = .jsonl

    @Option(help: ArgumentHelp("Only the items of this source.", valueName: "name"))
    var source: String?

    func run() throws {
        try reportingFailures {
            let catalog = try CatalogIndex(path: index.path, create: false)
            let stored = try source.map { name in
                guard let stored = try catalog.source(named: name) else {
                    throw CommandFailure("no source named \(name) (forte sources lists them)")
                }
                return stored
            }
            // JSON lines escape every control character (see ItemJSONLine); CSV and XML carry them raw,
            // unless a person is reading.
            let toTerminal = isatty(STDOUT_FILENO) == 1 && format != .jsonl
            // A source harvested in another format than oai_dc holds raw records, given back as harvested.
            let rawSource = stored.flatMap { $0.metadataPrefix == "oai_dc" ? nil : $0 }
            if let rawSource, format == .csv {
                throw CommandFailure("CSV holds Dublin Core only: export \(rawSource.metadataPrefix) records with --format xml or jsonl",
                                     exitCode: ExitStatus.usage)
            }
            let writer = ExportWriter(format: format)
            emit(writer.header, toTerminal: toTerminal)
            if let rawSource {
                try catalog.forEachRawRecord(source: rawSource.name, metadataPrefix: rawSource.metadataPrefix) { raw in
                    emit(try writer.record(raw), toTerminal: toTerminal)
                }
            } else {
                try catalog.forEachItem(source: source) { item in
                    emit(writer.record(item), toTerminal: toTerminal)
                }
            }
            emit(writer.footer, toTerminal: toTerminal)
        }
    }

    private func emit(_ text: String?, toTerminal: Bool) {
        guard let text else { return }
        print(toTerminal ? VisibleText.escaping(text) : text)
    }
}

/// One item as a line of the export format.
struct ExportWriter {
    let format: Export.Format

    var header: String? {
        switch format {
        case .jsonl: nil
        case .csv: (["identifier", "datestamp", "source", "sets"] + DublinCore.elementNames.map { "dc:\($0)" }).joined(separator: ",")
        case .xml: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<records xmlns:oai_dc=\"http://www.openarchives.org/OAI/2.0/oai_dc/\" xmlns:dc=\"http://purl.org/dc/elements/1.1/\">"
        }
    }

    var footer: String? { format == .xml ? "</records>" : nil }

    func record(_ item: Item) -> String {
        switch format {
        case .jsonl:
            return ItemJSONLine.encode(item)
        case .csv:
            let fields = [item.identifier, item.datestamp, item.source, item.setSpecs.joined(separator: "; ")]
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
    func record(_ raw: RawRecord) throws -> String? {
        switch format {
        case .jsonl:
            let object = ["identifier": raw.identifier, "datestamp": raw.datestamp, "metadataPrefix": raw.metadataPrefix, "xml": raw.xml]
            return try JSONLine.encode(object)
        case .csv:
            return nil
        case .xml:
            return "<record><header><identifier>\(Self.xmlEscaped(raw.identifier))</identifier>"
                + "<datestamp>\(Self.xmlEscaped(raw.datestamp))</datestamp></header><metadata>\(raw.xml)</metadata></record>"
        }
    }

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
    /// `replacingOccurrences`, three times, took three quarters of an XML export.
    static func xmlEscaped(_ value: String) -> String {
        guard value.utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") }) else {
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
