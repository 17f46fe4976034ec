import ForteIndex
import Foundation
import OAIFixtureServer
import Testing

/// `forte news` and `forte watch` against syncs of a repository that changes between them.
struct NewsCommandTests {
    let server: OAIFixtureServer
    let index: IndexUnderTest

    init() throws {
        server = try OAIFixtureServer(FixtureState(generated: 0..<300, pageSize: 100))
        index = try IndexUnderTest()
    }

    func forte(_ arguments: [String]) throws -> ForteProcess.Outcome {
        try ForteProcess.run(arguments + ["--index", index.path])
    }

    /// `forte news --json` with `arguments`: each item's identifier (its number, of `FixtureRecord.generated`) and change.
    func news(_ arguments: [String] = []) throws -> [(number: Int, change: String)] {
        let outcome = try forte(["news", "--json"] + arguments)
        #expect(outcome.status == 0, "\(outcome.errors)")
        return try outcome.output.split(separator: "\n").map { line in
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let identifier = try #require(object["id"] as? String)
            return (
                try #require(Int(identifier.dropFirst("oai:fixture.test:score-".count))),
                try #require(object["change"] as? String)
            )
        }
    }

    func sync() throws {
        let outcome = try forte(["sync", server.baseURL])
        #expect(outcome.status == 0, "\(outcome.errors)")
    }

    /// Appends generated records `numbers`, stamped after every earlier change.
    func adding(_ numbers: Range<Int>, on day: Int) {
        server.change { state in
            state.records += numbers.map { FixtureRecord.generated($0, datestamp: "2026-01-0\(day)T00:00:00Z") }
            state.responseDate = "2026-01-0\(day + 1)T00:00:00Z"
        }
    }

    @Test func aFirstHarvestIsNoNewsThenSyncsRecordWhatTheyAddedChangedAndWithdrew() throws {
        defer { index.remove() }
        try sync()
        let baseline = try forte(["news"])
        #expect(baseline.status == 0)
        #expect(baseline.output.isEmpty)
        #expect(baseline.errors == "no news since you last marked it seen\n")

        server.change {
            $0.change(
                revising: [3, 4, 5], deleting: 9, adding: 1000, at: "2026-01-02T00:00:00Z",
                respondingOn: "2026-01-03T00:00:00Z")
        }
        try sync()
        #expect(try news().map(\.number) == [1000])
        #expect(try news().map(\.change) == ["added"])
        let changed = try news(["--changed"])
        #expect(Dictionary(uniqueKeysWithValues: changed) == [1000: "added", 3: "changed", 4: "changed", 5: "changed"])
        #expect(changed.first?.number == 1000, "the latest first")
        let text = try forte(["news", "--changed"]).output.split(separator: "\n")
        #expect(text.count == 4)
        #expect(text.filter { $0.hasPrefix("changed  oai:fixture.test:score-") }.count == 3)

        // The third withdraws the item the second added, revises one more and adds two.
        server.change { state in
            state.change(
                revising: [6], deleting: state.records.count - 1, adding: 1001,
                at: "2026-01-04T00:00:00Z", respondingOn: "2026-01-05T00:00:00Z")
            state.records.append(FixtureRecord.generated(1002, datestamp: "2026-01-04T00:00:00Z"))
        }
        try sync()
        #expect(try news().map(\.number) == [1002, 1001])
        #expect(
            Dictionary(uniqueKeysWithValues: try news(["--changed"])) == [
                1001: "added", 1002: "added", 3: "changed", 4: "changed",
                5: "changed", 6: "changed",
            ])
    }

    @Test func markSeenMovesTheMarkAndSinceReadsFromADate() throws {
        defer { index.remove() }
        try sync()
        adding(1000..<1003, on: 2)
        try sync()
        #expect(try news().map(\.number) == [1002, 1001, 1000])

        let mark = try forte(["news", "--mark-seen"])
        #expect(mark.status == 0)
        #expect(mark.output == "3 new items marked seen\n")
        #expect(try news().isEmpty)
        #expect(try news(["--since", "2000-01-01"]).map(\.number) == [1002, 1001, 1000])
        #expect(try news(["--since", "2999-01-01T00:00:00Z"]).isEmpty)

        adding(1003..<1004, on: 4)
        try sync()
        #expect(try news().map(\.number) == [1003])
        #expect(try forte(["news", "--since", "yesterday"]).status == 64)
        #expect(try forte(["news", "--mark-seen", "--changed"]).status == 64)
    }

    @Test func aWatchCountsWhatNewsListsForIt() throws {
        defer { index.remove() }
        try sync()
        // Generated record N is dated 1850 + N % 100 and titled "Song number N …".
        adding(1000..<1010, on: 2)
        try sync()
        #expect(try forte(["watch", "add", "early", "year:1850..1853", "song"]).status == 0)
        #expect(try forte(["watch", "add", "one", "title:\"number 1007\""]).status == 0)
        // Items the baseline had match too, but are not news.
        #expect(try forte(["watch", "add", "old", "number", "5"]).status == 0)

        let list = try forte(["watch", "list"])
        #expect(list.status == 0)
        #expect(
            list.output == """
                early  4 new  year:1850..1853 song
                old    0 new  number 5
                one    1 new  title:"number 1007"

                """)
        #expect(try news(["--watch", "early"]).map(\.number) == [1003, 1002, 1001, 1000])
        #expect(try news(["--watch", "one"]).map(\.number) == [1007])
        #expect(try news(["--watch", "old"]).isEmpty)

        #expect(try forte(["watch", "remove", "one"]).status == 0)
        let unknown = try forte(["news", "--watch", "one"])
        #expect(unknown.status == 64)
        #expect(unknown.errors == "forte: no watch named one (forte watch list names them)\n")
        #expect(!(try forte(["watch", "list"]).output.contains("one ")))
    }

    /// What a killed sync recorded is what it applied: its news is exactly the items its pages added and changed.
    @Test func aKilledSyncRecordsNothingHalfDone() throws {
        defer { index.remove() }
        try sync()
        server.change { state in
            for number in [0, 150, 299] {
                state.records[number].title = "Revised \(number)"
                state.records[number].datestamp = "2026-01-02T00:00:00Z"
            }
        }
        adding(1000..<2000, on: 2)
        let assassin = SyncKillTests.Assassin()
        server.beforeListRecords { _ in assassin.pageRequested() }
        // One list, page after page: asked for its fifth page, the sync has stored its first (see `SyncKillTests`).
        assassin.arm(page: 5)
        #expect(try assassin.run(["sync", "--connections", "1", "--index", index.path]).reason == .uncaughtSignal)
        #expect(try index.integrity() == "ok")

        var stored: [Int: String] = [:]
        try CatalogIndex(readingAt: index.path).forEachItem(source: nil) { item in
            stored[Int(item.identifier.dropFirst("oai:fixture.test:score-".count))!] = item.metadata.title.first
        }
        let added = Set(stored.keys.filter { $0 >= 1000 })
        #expect(!added.isEmpty && added.count < 1000, "killed mid-harvest: \(added.count) added")
        let news = try news(["--changed"])
        #expect(Set(news.filter { $0.change == "added" }.map(\.number)) == added)
        #expect(Set(news.filter { $0.change == "changed" }.map(\.number)) == [0, 150, 299])
        #expect(news.count == added.count + 3)

        assassin.arm(page: nil)
        #expect(try assassin.run(["sync", "--index", index.path]).status == 0)
        let resumed = try self.news(["--changed"])
        #expect(resumed.count == 1003)
        #expect(Set(resumed.filter { $0.change == "added" }.map(\.number)) == Set(1000..<2000))
    }

    @Test func badWatchesAreOneLineAndExitCode64() throws {
        defer { index.remove() }
        try sync()
        let none = try forte(["watch", "list"])
        #expect(none.status == 0 && none.output.isEmpty)
        #expect(none.errors == "no watches (forte watch add NAME QUERY saves one)\n")
        #expect(try forte(["watch", "add", "waltz", "waltz"]).status == 0)
        for arguments in [
            ["add", "waltz", "march"], ["add", "empty", " "], ["add", "bell\u{7}", "waltz"], ["add", "", "waltz"],
            ["add", "nothing", "-"], ["remove", "march"],
        ] {
            let outcome = try forte(["watch"] + arguments)
            #expect(outcome.status == 64, "\(arguments)")
            // A usage error is one line.
            #expect(
                outcome.errors.hasPrefix("forte: ") && outcome.errors.split(separator: "\n").count == 1, "\(arguments)")
        }
        #expect(try forte(["watch", "list"]).output.hasPrefix("waltz  0 new  waltz\n"))
    }
}
