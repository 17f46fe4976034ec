import Foundation
import GRDB
import OAIFixtureServer
import Synchronization
import Testing

/// `forte sync` killed with SIGKILL mid-harvest, again and again, then run to the end: the index holds
/// exactly the repository's records. `tools/fault-sync` runs this at full scale (50,000 records, 20 kills)
/// through FORTE_FAULT_RECORDS and FORTE_FAULT_KILLS.
@Suite(.serialized) struct SyncKillTests {
    static let environment = ProcessInfo.processInfo.environment
    let records = Int(environment["FORTE_FAULT_RECORDS"] ?? "") ?? 3_000
    let kills = Int(environment["FORTE_FAULT_KILLS"] ?? "") ?? 5

    /// Kills the running sync when it asks for its `page`-th page of a run.
    ///
    /// One lock covers the victim, the target and the kill, so a late request of a sync killed earlier
    /// can never kill the next run.
    final class Assassin: Sendable {
        private struct State {
            var victim: Int32 = 0
            var target: Int?
            var served = 0
        }
        private let state = Mutex(State())

        func arm(page: Int?) {
            state.withLock {
                $0.served = 0; $0.target = page
            }
        }

        func pageRequested() {
            let killed = state.withLock { state -> Bool in
                state.served += 1
                guard let target = state.target, state.served >= target else { return false }
                kill(state.victim, SIGKILL)
                state.target = nil
                return true
            }
            if killed { usleep(20_000) }  // the answer must not reach it
        }

        func run(_ arguments: [String]) throws -> ForteProcess.Outcome {
            try ForteProcess.run(arguments) { pid in state.withLock { $0.victim = pid } }
        }
    }

    @Test func killedSyncsResumeToExactlyTheRepository() throws {
        let server = try OAIFixtureServer(FixtureState(generated: 0..<records, pageSize: 100))
        let index = try IndexUnderTest()
        defer { server.stop(); index.remove() }
        let assassin = Assassin()
        server.beforeListRecords { _ in assassin.pageRequested() }
        // Kill points spread over the harvest, a little apart at random: each run resumes at the page after
        // the last one it applied and is killed a few pages on.
        // Killed at the request for page 4 or later, a run has applied at least its first page: the fetch
        // thread holds at most one page for the store, so it asks for page 4 only once page 1 is stored.
        let pagesPerRun = max(4, (records / 100) / (kills + 1))
        var killed = 0
        for run in 1...kills {
            assassin.arm(page: Int.random(in: 4...pagesPerRun))
            let outcome = try assassin.run(["sync", server.baseURL, "--index", index.path])
            if outcome.reason == .uncaughtSignal { killed += 1 }
            #expect(try index.integrity() == "ok", "after kill \(run)")
        }
        assassin.arm(page: nil)
        let requestsBefore = server.requests.count
        let final = try assassin.run(["sync", "--index", index.path])
        // It resumed from the last applied page instead of starting over.
        let resumed = server.requests.dropFirst(requestsBefore).first { $0.arguments["verb"] == "ListRecords" }
        #expect(resumed?.arguments["resumptionToken"] != nil)
        #expect(final.status == 0, "\(final.errors)")
        #expect(final.output.hasPrefix("added "))
        #expect(try index.differences(from: server.current.records) == [])
        #expect(killed == kills)
        print(
            "kill -9 at \(killed) points over \(records) records: \(try index.differences(from: server.current.records).isEmpty ? "exact" : "NOT exact")"
        )

        // Then the repository changes and deletes; a killed incremental sync still ends exact.
        server.change { state in
            for number in stride(from: 0, to: state.records.count, by: 7) {
                state.records[number].title = "Changed \(number)"
                state.records[number].datestamp = "2026-02-01T00:00:00Z"
            }
            for number in stride(from: 3, to: state.records.count, by: 50) {
                state.records[number].isDeleted = true
                state.records[number].datestamp = "2026-02-01T00:00:00Z"
            }
            state.responseDate = "2026-02-02T00:00:00Z"
        }
        assassin.arm(page: 2)
        _ = try assassin.run(["sync", "--index", index.path])
        assassin.arm(page: nil)
        let incremental = try assassin.run(["sync", "--index", index.path])
        #expect(incremental.status == 0, "\(incremental.errors)")
        #expect(try index.integrity() == "ok")
        #expect(try index.differences(from: server.current.records) == [])
    }
    /// A first sync killed mid-harvest: every item it stored is listed and counted at once, not only those in the
    /// lists it last built, while `forte sources` says the harvest is under way.
    @Test func whatAKilledSyncStoredIsListedAndCounted() throws {
        let server = try OAIFixtureServer(FixtureState(generated: 0..<records, pageSize: 100))
        let index = try IndexUnderTest()
        defer { server.stop(); index.remove() }
        let assassin = Assassin()
        server.beforeListRecords { _ in assassin.pageRequested() }
        assassin.arm(page: 12)
        let killed = try assassin.run(["sync", server.baseURL, "--connections", "1", "--index", index.path])
        #expect(killed.reason == .uncaughtSignal)
        let stored = try DatabaseQueue(path: index.path).read { db in
            try Int.fetchOne(db, sql: "SELECT count(*) FROM item") ?? 0
        }
        #expect(stored >= 100 && stored < records)

        let stats = try ForteProcess.run(["stats", "--json", "--index", index.path])
        #expect(stats.output.contains(#""items":\#(stored),"#), "\(stats.output)")
        let list = try ForteProcess.run(["list", "--limit", "\(records)", "--index", index.path])
        #expect(list.output.split(separator: "\n").count == stored)
        #expect(try ForteProcess.run(["sources", "--index", index.path]).output.contains("a harvest is under way"))
    }
}
