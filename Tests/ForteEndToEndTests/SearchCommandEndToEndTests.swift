import Foundation
import Testing

/// `forte search` in the query language, on the demo catalog (issue 28): typos corrected and said, where
/// --limit stopped with the true count, plain text when piped.
@Suite struct SearchCommandEndToEndTests {
    @Test func saysWhatItCorrectedAndWhereItStopped() throws {
        let index = try DemoIndex.copy()
        defer { try? FileManager.default.removeItem(atPath: (index as NSString).deletingLastPathComponent) }
        let outcome = try ForteProcess.run(["search", "--index", index, "waltx", "--limit", "3"])
        #expect(outcome.status == 0)
        #expect(outcome.output.split(separator: "\n").count == 3)
        #expect(outcome.output.lowercased().contains("waltz"))
        #expect(!outcome.output.contains("\u{1B}"), "piped output is plain")
        #expect(outcome.errors == "waltx → waltz · stopped at 3 of 518 results (--limit)\n")

        let all = try ForteProcess.run(["search", "--index", index, "waltz decade:1850s", "--limit", "50"])
        #expect(all.status == 0)
        #expect(all.output.split(separator: "\n").count == 21)
        #expect(all.errors.isEmpty)

        let none = try ForteProcess.run(["search", "--index", index, "--", "waltz", "-waltz"])
        #expect(none.status == 0)
        #expect(none.output.isEmpty)
        #expect(none.errors == "0 results\n")
    }

    /// A word that starts with a dash is a word of the query, unquoted and without `--` (issue 46); forte's own options
    /// are still taken wherever they stand.
    @Test func aWordWithADashLeavesOutWithoutQuotes() throws {
        let index = CommandsEndToEndTests.bundled.path
        func lines(_ arguments: [String]) throws -> [Substring] {
            let outcome = try ForteProcess.run(["search"] + arguments + ["--index", index])
            #expect(outcome.status == 0, "\(arguments): \(outcome.errors)")
            return outcome.output.split(separator: "\n")
        }
        let all = try lines(["lyrebird"])
        let evening = try lines(["lyrebird", "evening"])
        let others = try lines(["lyrebird", "-evening"])
        #expect(!evening.isEmpty && others.count == all.count - evening.count)
        #expect(Set(others).isDisjoint(with: evening))
        let json = try lines(["--json", "lyrebird", "--limit", "2", "-evening"])
        #expect(json.count == 2 && json.allSatisfy { $0.hasPrefix("{") }, "\(json)")
        #expect(json.allSatisfy { line in others.contains { line.contains($0.prefix(45)) } })
    }
}
