#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
import Foundation
import ForteCatalog
import ForteIndex
import ForteTerminal

struct Export: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write the index's records to standard output, one per line (jsonl), as CSV, or as Dublin Core XML."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case jsonl, csv, xml }

    @OptionGroup var index: IndexOptions

    @Option(help: "jsonl (one JSON object a line), csv, or xml (oai_dc records).")
    var format: Format = .jsonl

    @Option(help: ArgumentHelp("Only the items of this source.", valueName: "name"))
    var source: String?

    func run() async throws {
        try reportingFailures {
            let catalog = try CatalogIndex(path: index.path, create: false)
            let stored = try source.map { name in
                guard let stored = try catalog.source(named: name) else {
                    throw CommandFailure("no source named \(name) (forte sources lists them)")
                }
                return stored
            }
            // JSON escapes control characters itself; CSV and XML carry them raw, unless a person is reading.
            let toTerminal = isatty(STDOUT_FILENO) == 1 && format != .jsonl
            let writer = ExportWriter(format: format)
            emit(writer.header, toTerminal: toTerminal)
            if let stored, stored.metadataPrefix != "oai_dc" {
                // A source harvested in another format holds raw records, given back as harvested.
                for raw in try catalog.rawRecords(source: stored.name, metadataPrefix: stored.metadataPrefix) {
                    emit(try writer.record(raw), toTerminal: toTerminal)
                }
                emit(writer.footer, toTerminal: toTerminal)
                return
            }
            let pageSize = 1000
            var offset = 0
            while true {
                let summaries = try catalog.summaries(.all, offset: offset, limit: pageSize)
                for summary in summaries {
                    guard let item = try catalog.item(summary.identifier), source == nil || item.source == source else { continue }
                    emit(try writer.record(item), toTerminal: toTerminal)
                }
                guard summaries.count == pageSize else { break }
                offset += pageSize
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
    private let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    var header: String? {
        switch format {
        case .jsonl: nil
        case .csv: (["identifier", "datestamp", "source", "sets"] + DublinCore.elementNames.map { "dc:\($0)" }).joined(separator: ",")
        case .xml: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<records xmlns:oai_dc=\"http://www.openarchives.org/OAI/2.0/oai_dc/\" xmlns:dc=\"http://purl.org/dc/elements/1.1/\">"
        }
    }

    var footer: String? { format == .xml ? "</records>" : nil }

    func record(_ item: Item) throws -> String {
        switch format {
        case .jsonl:
            return String(decoding: try encoder.encode(item), as: UTF8.self)
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

    /// A record in another metadata format: its `<metadata>` child as harvested.
    func record(_ raw: RawRecord) throws -> String {
        switch format {
        case .jsonl:
            let object = ["identifier": raw.identifier, "datestamp": raw.datestamp, "metadataPrefix": raw.metadataPrefix, "xml": raw.xml]
            return String(decoding: try encoder.encode(object), as: UTF8.self)
        case .csv:
            throw CommandFailure("CSV holds Dublin Core only: export \(raw.metadataPrefix) records with --format xml or jsonl",
                                 exitCode: ExitStatus.usage)
        case .xml:
            return "<record><header><identifier>\(Self.xmlEscaped(raw.identifier))</identifier>"
                + "<datestamp>\(Self.xmlEscaped(raw.datestamp))</datestamp></header><metadata>\(raw.xml)</metadata></record>"
        }
    }

    /// RFC 4180: quoted when it holds a comma, quote or line break; quotes doubled.
    static func csvField(_ value: String) -> String {
        guard value.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return value }
        return "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    static func xmlEscaped(_ value: String) -> String {
        value.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
