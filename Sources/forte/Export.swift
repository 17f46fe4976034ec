import ArgumentParser
import ForteCatalog
import ForteExport
import ForteIndex
import ForteText
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write the index's records to standard output, one per line (jsonl), as CSV, or as Dublin Core XML.",
        discussion: "Records come in identifier order, read as the index stood at one moment, even while a sync runs."
    )

    @OptionGroup var index: IndexOptions

    @Option(help: "jsonl (one JSON object a line), csv, or xml (oai_dc records).")
    var format: ExportFormat = .jsonl

    @Option(help: ArgumentHelp("Only the items of this source.", valueName: "name"))
    var source: String?

    func run() throws {
        try reportingFailures {
            let catalog = try openIndex(for: index)
            let stored = try source.map { name in
                guard let stored = try catalog.source(named: name) else {
                    throw CommandFailure("no source named \(name) (forte sources lists them)")
                }
                return stored
            }
            // JSON lines escape every control character (see JSONLine); CSV and XML carry them raw,
            // unless a person is reading.
            let toTerminal = isatty(STDOUT_FILENO) == 1 && format != .jsonl
            // A source harvested in another format than oai_dc that holds raw records gives them back as harvested
            // (MARCXML and MODS, which forte makes items of, are exported as items).
            let rawSource = try stored.flatMap {
                try $0.metadataPrefix != "oai_dc" && catalog.rawRecordCount(source: $0.name) > 0 ? $0 : nil
            }
            if let rawSource, format == .csv {
                throw CommandFailure(
                    "CSV holds Dublin Core only: export \(rawSource.metadataPrefix) records with --format xml or jsonl",
                    exitCode: ExitStatus.usage)
            }
            let writer = ExportWriter(format: format)
            try emit(writer.header, toTerminal: toTerminal)
            if let rawSource {
                try catalog.forEachRawRecord(source: rawSource.name, metadataPrefix: rawSource.metadataPrefix) { raw in
                    try emit(writer.record(raw), toTerminal: toTerminal)
                }
            } else {
                try catalog.forEachItem(source: source) { item in
                    try emit(writer.record(item), toTerminal: toTerminal)
                }
            }
            try emit(writer.footer, toTerminal: toTerminal)
        }
    }

    private func emit(_ text: String?, toTerminal: Bool) throws {
        guard let text else { return }
        try StandardOutput.print(toTerminal ? VisibleText.escaping(text) : text)
    }
}

extension ExportFormat: ExpressibleByArgument {}
