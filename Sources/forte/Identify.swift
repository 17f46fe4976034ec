import ArgumentParser
import ForteExport
import ForteHarvest
import ForteText

struct Identify: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "identify",
        abstract: "Show what a repository says about itself: Identify, its metadata formats and its sets."
    )

    @OptionGroup var index: IndexOptions
    @OptionGroup var http: HTTPOptions

    @Argument(help: "The repository's OAI-PMH base URL.")
    var url: String

    @Flag(help: "Print one line of JSON instead of text.")
    var json = false

    func run() throws {
        try reportingFailures {
            guard SourceSync.isRepository(url) else {
                throw CommandFailure("\(url) is not an http(s) URL", exitCode: ExitStatus.usage)
            }
            let description = try RepositoryDescription.fetch(
                repositoryBaseURL(url), http: http.configuration,
                retry: http.retry,
                logger: SyncLogHandler.logger(verbose: false))
            // One line, as every --json is, with the controls a repository may send escaped.
            try StandardOutput.print(json ? description.jsonLine : description.text)
        }
    }
}

extension RepositoryDescription {
    /// Keys sorted; formats as `{"namespace","prefix","schema"}`, sets as `{"name","spec"}`; `itemFormats` the
    /// prefixes of the formats forte builds items from.
    var jsonLine: String {
        JSONLine.write { json in
            json.object {
                $0.field("adminEmails", identity.adminEmails)
                $0.field("baseURL", identity.baseURL)
                $0.field("deletedRecord", identity.deletedRecord)
                $0.field("earliestDatestamp", identity.earliestDatestamp)
                $0.key("formats")
                $0.objects(formats) { format, value in
                    format.field("namespace", value.namespace)
                    format.field("prefix", value.prefix)
                    format.field("schema", value.schema)
                }
                $0.field("granularity", identity.granularity)
                $0.field("itemFormats", ItemFormats.readable(formats).map(\.prefix))
                $0.field("protocolVersion", identity.protocolVersion)
                $0.field("repositoryName", identity.repositoryName)
                $0.key("sets")
                $0.objects(sets) { set, value in
                    set.field("name", value.name)
                    set.field("spec", value.spec)
                }
            }
        }
    }

    /// Lines of text, each made safe for a terminal.
    var text: String {
        var lines = [
            "Repository   \(identity.repositoryName)", "Base URL     \(identity.baseURL)",
            "Protocol     \(identity.protocolVersion)",
            "Earliest     \(identity.earliestDatestamp)", "Deleted      \(identity.deletedRecord)",
            "Granularity  \(identity.granularity)",
            "Admin        \(identity.adminEmails.joined(separator: ", "))", "Formats (* forte builds items from it)",
        ]
        lines += formats.map { "\(ItemFormats.richness(of: $0) == nil ? " " : "*") \($0.prefix)  \($0.namespace)" }
        lines += ["Sets"] + (sets.isEmpty ? ["  (none)"] : sets.map { "  \($0.spec)  \($0.name)" })
        return lines.map(VisibleText.escaping).joined(separator: "\n")
    }
}
