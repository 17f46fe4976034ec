import ForteCatalog
import ForteHarvest
import OAIFixtureServer
import Testing

/// A whole sync against the fixture repository, well-behaved.
struct HarvestTests {
    let harness: SyncHarness

    init() throws { harness = try SyncHarness() }

    @Test func aFirstSyncHarvestsEveryRecordAndRemembersTheSource() throws {
        let summary = try harness.sync()
        #expect(try harness.identifiers() == harness.repositoryIdentifiers())
        #expect(summary.added == 250 && summary.updated == 0 && summary.deleted == 0 && summary.pages == 3)
        let source = try #require(harness.storedSource)
        #expect(source.lastCompleteHarvest == "2026-01-01T00:00:00Z")
        #expect(source.granularity == "YYYY-MM-DDThh:mm:ssZ")
        #expect(source.pendingToken == nil)
        let item = try #require(try harness.store.item("oai:fixture.test:score-7"))
        #expect(item.metadata.title == ["Song number 7 for voice & piano"])
        #expect(item.setSpecs == ["music"])
    }

    /// The progress says when the last page is in and being stored (the index builds its lists then, which takes a
    /// while at a million items), then the whole count once it is stored.
    @Test func theProgressSaysWhenTheLastPageIsBeingStored() throws {
        var reports: [(progress: SyncProgress, stored: Int)] = []
        let harness = harness
        _ = try SourceSync(source: harness.source, options: harness.options()).run(into: harness.store) { progress in
            reports.append((progress, (try? harness.store.itemCount(source: "fixture")) ?? -1))
        }
        let completing = reports.filter(\.progress.isCompleting)
        #expect(completing.count == 1)
        #expect(completing.first?.progress.records == 250)
        #expect((completing.first?.stored ?? 250) < 250)
        #expect(reports.last?.progress.records == 250)
        #expect(reports.last?.progress.isCompleting == false)
        #expect(reports.last?.stored == 250)
    }

    /// While it waits for the next page, the store is told how many records have come and how many the repository
    /// says are still to come (a long harvest's index folds its text ahead by them): none to come before the first
    /// page says, then the rest.
    @Test func theStoreWaitingIsToldWhatHasComeAndWhatIsStillToCome() throws {
        harness.server.change { $0.misbehaviour.latency = 0.2 }
        try harness.sync()
        let told = harness.store.toldAtCatchUp.withLock { $0 }.map { "\($0.harvested) \($0.remaining ?? -1)" }
        #expect(told.first == "0 -1", "\(told)")
        #expect(told.contains("100 150") && told.contains("200 50"), "\(told)")
        #expect(told.allSatisfy { ["0 -1", "100 150", "200 50", "250 0"].contains($0) }, "\(told)")
    }

    @Test func followUpPagesCarryOnlyVerbAndToken() throws {
        try harness.sync()
        let requests = harness.listRequests()
        #expect(requests.count == 3)
        #expect(requests[0].arguments == ["verb": "ListRecords", "metadataPrefix": "oai_dc"])
        for request in requests.dropFirst() {
            #expect(Set(request.arguments.keys) == ["verb", "resumptionToken"])
            // The fixture's tokens hold "/+&=ü?": they arrive intact only if percent-encoded.
            #expect(request.arguments["resumptionToken"]?.hasSuffix("+&=ü?") == true)
        }
    }

    @Test func aSecondSyncAsksOnlyForChangesSinceTheFirst() throws {
        try harness.sync()
        harness.server.change {
            $0.change(
                revising: [3, 4, 5], deleting: 9, adding: 1000, at: "2026-01-02T00:00:00Z",
                respondingOn: "2026-01-03T00:00:00Z")
        }
        let summary = try harness.sync()
        #expect(harness.listRequests().last?.arguments["from"] == "2026-01-01T00:00:00Z")
        #expect(summary.added == 1 && summary.updated == 3 && summary.deleted == 1)
        #expect(try harness.identifiers() == harness.repositoryIdentifiers())
        #expect(try harness.store.item("oai:fixture.test:score-4")?.metadata.title == ["Revised 4"])
        #expect(harness.storedSource?.lastCompleteHarvest == "2026-01-03T00:00:00Z")
    }

    @Test func aDayGranularRepositoryGetsADayAsFrom() throws {
        harness.server.change { $0.granularity = "YYYY-MM-DD" }
        try harness.sync()
        harness.server.change { $0.responseDate = "2026-01-05T10:00:00Z" }
        try harness.sync()
        #expect(harness.listRequests().last?.arguments["from"] == "2026-01-01")
    }

    @Test func noRecordsMatchIsASuccessfulEmptySync() throws {
        try harness.sync()
        harness.server.change { $0.responseDate = "2026-02-01T00:00:00Z" }
        let summary = try harness.sync()
        #expect(summary.added == 0 && summary.updated == 0 && summary.deleted == 0)
        #expect(try harness.identifiers().count == 250)
        #expect(harness.storedSource?.lastCompleteHarvest == "2026-02-01T00:00:00Z")
    }

    @Test func aFullSyncRemovesWhatTheRepositoryNoLongerHas() throws {
        try harness.sync()
        harness.server.change {
            $0.records.removeLast(30)
            $0.responseDate = "2026-02-01T00:00:00Z"
        }
        let summary = try harness.sync(full: true)
        #expect(harness.listRequests().last?.arguments["from"] == nil)
        #expect(try harness.identifiers() == harness.repositoryIdentifiers())
        #expect(summary.deleted == 30 && summary.updated == 220 && summary.added == 0)
    }

    @Test func anExplicitFromIsPassedOn() throws {
        try harness.sync(from: "2019-06-01")
        #expect(harness.listRequests().first?.arguments["from"] == "2019-06-01")
    }
}
