import ForteCatalog
import Foundation
import Logging
import OAIFixtureServer
import Testing

@testable import ForteHarvest

/// `forte sync --connections N` (issue 31): a list harvested as date windows at once ends exactly as one list
/// harvested page after page, whatever the repository's granularity, the spread of its records over time, and
/// the mistakes it makes with windows.
struct WindowedHarvestTests {
    /// `count` generated records, record `n` stamped `stamp(n)`.
    static func repository(
        _ count: Int, pageSize: Int = 100, granularity: String = "YYYY-MM-DDThh:mm:ssZ",
        stamp: (Int) -> String
    ) -> FixtureState {
        var state = FixtureState(
            records: (0..<count).map { FixtureRecord.generated($0, datestamp: stamp($0)) }, pageSize: pageSize)
        state.granularity = granularity
        return state
    }

    /// Midnight of day `day` after 2001-01-01, plus `seconds`, in the granularity's form.
    static func datestamp(day: Int, seconds: Int = 0, granularity: String = "YYYY-MM-DDThh:mm:ssZ") -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = granularity == "YYYY-MM-DD" ? [.withFullDate] : [.withInternetDateTime]
        return formatter.string(from: Date(timeIntervalSince1970: 978_307_200 + Double(day * 86_400 + seconds)))
    }

    /// The ListRecords requests that asked for a window (its first page): (from, until).
    static func windowRequests(_ harness: SyncHarness) -> [FixtureRequest] {
        harness.listRequests().filter { $0.arguments["until"] != nil }
    }

    @Test func recordsSpreadOverSecondsAreHarvestedInWindowsExactly() throws {
        let harness = try SyncHarness(Self.repository(3_000) { Self.datestamp(day: 1_000, seconds: $0 * 97) })
        let summary = try harness.sync(connections: 4)
        #expect(try harness.identifiers() == harness.repositoryIdentifiers())
        #expect(summary.added == 3_000)
        let windows = Self.windowRequests(harness)
        #expect(windows.count >= 4, "the list was cut in windows")
        #expect(
            windows.allSatisfy { $0.arguments["until"]!.wholeMatch(of: /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z/) != nil })
        #expect(harness.storedSource?.lastCompleteHarvest != nil)
        #expect(try harness.store.windows(of: "fixture").isEmpty)
        // Each record's page was fetched once, but for the first page of the list and of a window cut again.
        let pages = harness.listRequests().count
        #expect(pages <= 30 + 1 + windows.count)
    }

    @Test func aDayGranularRepositoryIsCutAtWholeDays() throws {
        let granularity = "YYYY-MM-DD"
        let harness = try SyncHarness(
            Self.repository(2_000, granularity: granularity) {
                Self.datestamp(day: $0 / 4, granularity: granularity)
            })
        try harness.sync(connections: 4)
        #expect(try harness.identifiers() == harness.repositoryIdentifiers())
        let windows = Self.windowRequests(harness)
        #expect(windows.count >= 4)
        for request in windows {
            #expect(request.arguments["until"]!.wholeMatch(of: /\d{4}-\d{2}-\d{2}/) != nil)
            #expect(request.arguments["from"].map { $0.wholeMatch(of: /\d{4}-\d{2}-\d{2}/) != nil } ?? true)
        }
    }

    @Test func aRepositoryWithNinetyPercentOnOneDayIsHarvestedExactly() throws {
        let harness = try SyncHarness(
            Self.repository(3_000) { number in
                number % 10 == 0 ? Self.datestamp(day: number) : Self.datestamp(day: 4_000, seconds: number % 500)
            })
        try harness.sync(connections: 4)
        #expect(try harness.identifiers() == harness.repositoryIdentifiers())
        #expect(Self.windowRequests(harness).count >= 4)
    }

    @Test func recordsThatAllShareOneDatestampAreHarvestedAsOneList() throws {
        let harness = try SyncHarness(records: 2_000, pageSize: 100)
        try harness.sync(connections: 4)
        #expect(try harness.identifiers() == harness.repositoryIdentifiers())
        // The list's first page, the window of that one datestamp (20 pages), and the two empty windows around it.
        #expect(harness.listRequests().count <= 1 + 20 + 2)
    }

    @Test(arguments: [true, false])
    func aRepositoryThatGetsWindowsWrongIsHarvestedAsOneListAndRemembered(ignoresUntil: Bool) throws {
        var state = Self.repository(2_000) { Self.datestamp(day: $0) }
        state.misbehaviour.ignoresUntil = ignoresUntil
        state.misbehaviour.refusesUntil = !ignoresUntil
        let harness = try SyncHarness(state)
        try harness.sync(connections: 4)
        #expect(try harness.identifiers() == harness.repositoryIdentifiers())
        let refused = try #require(harness.storedSource?.windowsRefused)
        #expect(refused.contains(ignoresUntil ? "with a record of" : "badArgument"))
        #expect(try harness.store.windows(of: "fixture").isEmpty)

        let before = harness.listRequests().count
        harness.server.change {
            $0.change(
                revising: Array(0..<900), deleting: 1_000, adding: 5_000,
                at: "2026-03-01T00:00:00Z", respondingOn: "2026-03-02T00:00:00Z")
        }
        try harness.sync(full: true, connections: 4)
        #expect(harness.listRequests().dropFirst(before).allSatisfy { $0.arguments["until"] == nil }, "not tried again")
        #expect(try harness.identifiers() == harness.repositoryIdentifiers())
    }

    @Test func aStormOf503OnSomeWindowsIsWaitedOut() throws {
        var state = Self.repository(3_000) { Self.datestamp(day: $0) }
        state.misbehaviour.unavailableFrom = Self.datestamp(day: 1_500)
        state.misbehaviour.unavailableCount = 6
        state.misbehaviour.retryAfter = "7"
        let harness = try SyncHarness(state)
        try harness.sync(connections: 4)
        #expect(try harness.identifiers() == harness.repositoryIdentifiers())
        #expect(harness.waits.withLock { $0 }.filter { $0 == 7 }.count == 6)
        #expect(harness.storedSource?.windowsRefused == nil)
    }

    /// The wait one connection is asked for holds the others' next requests too.
    @Test func aRetryAfterOnOneConnectionHoldsTheOthers() throws {
        let harness = try SyncHarness(records: 10, pageSize: 100)
        let options = harness.options()
        let pause = SharedPause()
        let clients = (0..<2).map { _ in
            OAIClient(
                baseURL: harness.server.baseURL, http: options.http, retry: options.retry, logger: options.logger,
                pause: pause)
        }
        harness.server.change {
            $0.misbehaviour.serviceUnavailable = 1; $0.misbehaviour.retryAfter = "30"
        }
        _ = try clients[0].perform(.identify)
        _ = try clients[1].perform(.identify)
        let waits = harness.waits.withLock { $0 }
        #expect(waits.count == 2)
        #expect(waits[0] == 30)
        #expect(waits[1] > 25, "the second connection waited for the pause the first was asked for")
    }

    @Test func anIncrementalWindowedSyncEndsAsASequentialOne() throws {
        var state = Self.repository(2_000, pageSize: 20) { Self.datestamp(day: $0) }
        state.responseDate = Self.datestamp(day: 9_000)
        let windowed = try SyncHarness(state), sequential = try SyncHarness(state)
        try windowed.sync(connections: 4)
        try sequential.sync(connections: 1)
        for harness in [windowed, sequential] {
            harness.server.change { state in
                for number in stride(from: 0, to: 2_000, by: 3) {
                    state.records[number].title = "Revised \(number)"
                    state.records[number].datestamp = Self.datestamp(day: 9_100, seconds: number)
                }
                for number in stride(from: 1, to: 2_000, by: 11) {
                    state.records[number].isDeleted = true
                    state.records[number].datestamp = Self.datestamp(day: 9_101, seconds: number)
                }
                state.responseDate = Self.datestamp(day: 9_102)
            }
        }
        let before = Self.windowRequests(windowed).count
        try windowed.sync(connections: 4)
        try sequential.sync(connections: 1)
        #expect(Self.windowRequests(windowed).count > before, "the incremental sync was windowed")
        #expect(try windowed.identifiers() == windowed.repositoryIdentifiers())
        for identifier in try sequential.identifiers() {
            #expect(try windowed.store.item(identifier) == sequential.store.item(identifier))
        }
        #expect(try windowed.identifiers() == sequential.identifiers())
    }
}
