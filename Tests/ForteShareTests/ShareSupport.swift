import ForteCatalog
import Foundation
import Testing

/// An item as a test describes it; only the fields given are catalogued.
func catalogItem(
    _ identifier: String = "oai:example:1", title: String? = nil, creators: [String] = [], dates: [String] = [],
    publisher: [String] = [], description: [String] = [], link: String? = nil, source: String = ""
) -> Item {
    var metadata = DublinCore()
    metadata.title = title.map { [$0] } ?? []
    metadata.creator = creators
    metadata.date = dates
    metadata.publisher = publisher
    metadata.description = description
    metadata.identifier = [identifier] + (link.map { [$0] } ?? [])
    return Item(identifier: identifier, source: source, metadata: metadata)
}

/// How the body shows a creator: the catalog module's name and life dates.
func shown(_ creator: String) -> String {
    let composer = ComposerName(parsing: creator)
    return composer.name + (composer.lifeDates.map { " (\($0))" } ?? "")
}

/// What Python's `email` package (policy.default) reads in a message.
struct ParsedMessage: Decodable {
    var subject: String
    var from: String
    var to: String?
    var date: String
    var headers: [String]
    var contentType: String
    var charset: String?
    var body: String
    var defects: [String]
}

/// What Python's `urllib.parse` reads in a `mailto:` URI.
struct ParsedMailto: Decodable {
    var scheme: String
    var to: String
    var query: [String: [String]]
}

enum Python {
    static func parseMessage(_ eml: String) throws -> ParsedMessage {
        try run(
            """
            import sys, json, email, email.policy
            m = email.message_from_bytes(sys.stdin.buffer.read(), policy=email.policy.default)
            defects = [repr(d) for d in m.defects] + [repr(d) for k in m.keys() for d in m[k].defects]
            print(json.dumps({"subject": str(m["subject"]), "from": str(m["from"]),
                "to": None if m["to"] is None else str(m["to"]), "date": str(m["date"]), "headers": m.keys(),
                "contentType": m.get_content_type(), "charset": m.get_content_charset(),
                "body": m.get_content(), "defects": defects}))
            """, input: eml)
    }

    static func parseMailto(_ uri: String) throws -> ParsedMailto {
        try run(
            """
            import sys, json, urllib.parse
            parts = urllib.parse.urlsplit(sys.stdin.read())
            print(json.dumps({"scheme": parts.scheme, "to": urllib.parse.unquote(parts.path),
                "query": urllib.parse.parse_qs(parts.query, keep_blank_values=True, strict_parsing=True)}))
            """, input: uri)
    }

    private static func run<Result: Decodable>(_ script: String, input: String) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script]
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        try process.run()
        // Python reads all its input before it writes, so writing first cannot deadlock.
        try stdin.fileHandleForWriting.write(contentsOf: Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let output = try stdout.fileHandleForReading.readToEnd() ?? Data()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "python3 failed")
        return try JSONDecoder().decode(Result.self, from: output)
    }
}
