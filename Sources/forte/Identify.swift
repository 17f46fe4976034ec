import ArgumentParser
import Foundation
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
            let description = try RepositoryDescription.fetch(url, http: http.configuration)
            if json {
                // One line, as every --json is, with the controls a repository may send escaped.
                print(try JSONLine.encode(description))
            } else {
                print(description.text)
            }
        }
    }
}

/// Identify, ListMetadataFormats and ListSets of one repository, as forte identify shows them.
struct RepositoryDescription: Codable {
    struct Format: Codable { var prefix, schema, namespace: String }
    struct Set: Codable { var spec, name: String }

    var repositoryName, baseURL, protocolVersion, earliestDatestamp, deletedRecord, granularity: String
    var adminEmails: [String]
    var formats: [Format]
    var sets: [Set]

    static func fetch(_ url: String, http: HTTPConfiguration) throws -> RepositoryDescription {
        let client = OAIClient(baseURL: url, http: http, retry: RetryPolicy(), logger: SyncLogHandler.logger(verbose: false))
        let identify = try checked(client.perform(.identify), .identify, url)
        guard let identity = identify.identity else {
            throw CommandFailure("\(url) answered Identify without describing the repository")
        }
        let formats = try checked(client.perform(.listMetadataFormats()), .listMetadataFormats(), url).metadataFormats
        let sets = try client.sets()
        return RepositoryDescription(
            repositoryName: identity.repositoryName, baseURL: identity.baseURL, protocolVersion: identity.protocolVersion,
            earliestDatestamp: identity.earliestDatestamp, deletedRecord: identity.deletedRecord,
            granularity: identity.granularity, adminEmails: identity.adminEmails,
            formats: formats.map { Format(prefix: $0.prefix, schema: $0.schema, namespace: $0.namespace) },
            sets: sets.map { Set(spec: $0.spec, name: $0.name) })
    }

    private static func checked(_ page: OAIPage, _ request: OAIRequest, _ url: String) throws -> OAIResponse {
        if let error = page.response.errors.first { throw HarvestError.repository(error, url: request.url(baseURL: url)) }
        return page.response
    }

    /// The description as lines of text, each made safe for a terminal.
    var text: String {
        var lines = [
            "Repository   \(repositoryName)", "Base URL     \(baseURL)", "Protocol     \(protocolVersion)",
            "Earliest     \(earliestDatestamp)", "Deleted      \(deletedRecord)", "Granularity  \(granularity)",
            "Admin        \(adminEmails.joined(separator: ", "))", "Formats",
        ]
        lines += formats.map { "  \($0.prefix)  \($0.namespace)" }
        lines += ["Sets"] + (sets.isEmpty ? ["  (none)"] : sets.map { "  \($0.spec)  \($0.name)" })
        return lines.map(VisibleText.escaping).joined(separator: "\n")
    }
}
