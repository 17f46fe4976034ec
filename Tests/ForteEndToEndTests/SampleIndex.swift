import Foundation
import OAIFixtureServer

/// A real index of `count` generated scores, built as a person builds one: `forte sync` of a repository
/// (the fixture server, on loopback), into a temporary index file; `remove()` removes it.
///
/// Item `i` (`oai:sample.test:i`) is of year `1850 + (i % 13) * 10 + i % 10`, so in decade `i % 13`
/// (1850s to 1970s), by `Composer (i % 520)`; its title starts with the letter `i * 26 / count`, so A to Z
/// is item order in every list.
struct SampleIndex {
    private let index: IndexUnderTest
    var path: String { index.path }

    init(count: Int) throws {
        index = try IndexUnderTest()
        let server = try OAIFixtureServer(
            FixtureState(records: (0..<count).map { Self.record($0, of: count) }, pageSize: 500))
        defer { server.stop() }
        let outcome = try ForteProcess.run(["sync", server.baseURL, "--index", index.path])
        guard outcome.status == 0 else { throw SyncFailed(errors: outcome.errors) }
    }

    func remove() { index.remove() }

    struct SyncFailed: Error {
        var errors: String
    }

    private static let words = [
        "Waltz", "March", "Song", "Polka", "Rag", "Hymn", "Nocturne", "Galop", "Ballad", "Serenade",
    ]

    static func identifier(_ i: Int) -> String { "oai:sample.test:\(i)" }

    private static func record(_ i: Int, of count: Int) -> FixtureRecord {
        let letter = Character(Unicode.Scalar(UInt8(65 + i * 26 / max(1, count))))
        let title = "\(letter)\(words[i % 7].lowercased().dropFirst()) \(words[i % words.count]) no. \(i + 1)"
        return FixtureRecord(
            identifier: identifier(i), datestamp: "2020-01-01T00:00:00Z", title: title,
            creator: "Composer \(i % 520)", date: String(1850 + (i % 13) * 10 + i % 10))
    }
}
