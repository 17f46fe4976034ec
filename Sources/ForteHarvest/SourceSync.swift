import Foundation
import ForteCatalog
import Logging

/// Brings one source up to date: resumes a harvest a previous run left under way, or starts a full or
/// incremental one, and applies every page together with the sync state that follows it.
public struct SourceSync {
    public var source: Source
    public var options: SyncOptions

    public init(source: Source, options: SyncOptions) {
        self.source = source
        self.options = options
    }

    /// What the pages waiting for the store may hold together (`HarvestedPage.size`): with the page being stored
    /// and the one being parsed, a sync holds at most three pages' worth, each bounded by the parser.
    static let maxWaiting = 16 << 20

    /// Whether `url` names a repository rather than saved responses.
    public static func isRepository(_ url: String) -> Bool {
        let lowered = url.lowercased()
        return lowered.hasPrefix("http://") || lowered.hasPrefix("https://")
    }

    public func run<Store: SyncStore>(into store: Store, progress: (SyncProgress) -> Void = { _ in }) throws -> SyncSummary {
        let clock = ContinuousClock.now
        let known = try store.source(named: source.name)
        var state = known ?? source
        state.url = source.url
        state.set = source.set
        state.metadataPrefix = source.metadataPrefix
        if Self.isRepository(state.url) && state.granularity == nil {
            state.granularity = try identify().granularity
        }
        var chosenFormat: String?
        if known == nil, options.choosesFormat, Self.isRepository(state.url) {
            state.metadataPrefix = try ItemFormats.richest(at: state.url, http: options.http, retry: options.retry, logger: options.logger)
            chosenFormat = state.metadataPrefix == "oai_dc" ? nil : state.metadataPrefix
        }
        // Remembered once the repository has answered, so a first sync killed before its first page
        // still resumes with a plain `forte sync`, and a mistyped URL is not remembered at all.
        try store.saveSource(state)
        let start = harvestStart(for: state)
        options.logger.info("syncing \(state.name)", metadata: ["start": "\(start)"])

        var summary = SyncSummary()
        summary.chosenFormat = chosenFormat
        var harvested = 0
        try pipelined(maxWeight: Self.maxWaiting, weight: \.size,
                      produce: producer(for: state, start: start, preparingWith: store), idle: store.catchUp) {
            (pages: [PreparedPage<Store.Prepared>]) in
            let changes = try store.apply(pages.map(\.batch))
            summary.added += changes.added
            summary.updated += changes.updated
            summary.deleted += changes.deleted
            summary.pages += pages.count
            summary.skippedFiles += pages.count { $0.skippedFile }
            harvested += pages.reduce(0) { $0 + $1.records }
            progress(SyncProgress(records: harvested, expected: pages.last?.completeListSize))
        }
        summary.seconds = (ContinuousClock.now - clock).inSeconds
        return summary
    }

    /// Identify, for the repository's datestamp granularity.
    public func identify() throws -> RepositoryIdentity {
        let client = OAIClient(baseURL: source.url, http: options.http, retry: options.retry, logger: options.logger)
        let page = try client.perform(.identify)
        if let error = page.response.errors.first {
            throw HarvestError.repository(error, url: OAIRequest.identify.url(baseURL: source.url))
        }
        guard let identity = page.response.identity else {
            throw HarvestError.notOAI(OAIParseError("the Identify response describes no repository"),
                                      url: OAIRequest.identify.url(baseURL: source.url))
        }
        return identity
    }

    /// Resume what a previous run left under way, unless asked for something else.
    private func harvestStart(for state: Source) -> HarvestStart {
        if let token = state.pendingToken, let start = state.pendingHarvestStart, options.from == nil, !options.full {
            return .resume(token: token, harvestStart: start, harvestID: state.harvestID ?? start, from: state.pendingFrom)
        }
        if options.full || !Self.isRepository(state.url) { return .fresh(from: options.from) }
        let since = options.from ?? state.lastCompleteHarvest.map { Self.datestamp($0, granularity: state.granularity) }
        return .fresh(from: since)
    }

    /// A `responseDate` cut to the repository's granularity (a day-granular repository rejects seconds).
    static func datestamp(_ date: String, granularity: String?) -> String {
        granularity == "YYYY-MM-DD" ? String(date.prefix(10)) : date
    }

    /// Harvests on the producing thread, where each page also becomes its batch and is prepared for the
    /// store: the store's thread is left only the writing.
    private func producer<Store: SyncStore>(for state: Source, start: HarvestStart, preparingWith store: Store)
        -> @Sendable ((PreparedPage<Store.Prepared>) throws -> Void) throws -> Void
    {
        let (url, prefix, set, options) = (state.url, state.metadataPrefix, state.set, options)
        let harvest: @Sendable ((HarvestedPage) throws -> Void) throws -> Void
        if Self.isRepository(url) {
            harvest = { deliver in
                let client = OAIClient(baseURL: url, http: options.http, retry: options.retry, logger: options.logger)
                try ListRecordsHarvest(client: client, metadataPrefix: prefix, set: set, logger: options.logger)
                    .run(start, deliver: deliver)
            }
        } else {
            harvest = { deliver in try SavedResponsesHarvest(path: url, logger: options.logger).run(start, deliver: deliver) }
        }
        return { deliver in
            var source = state
            try harvest { page in
                let batch = Self.batch(for: page, after: source)
                source = batch.source
                try deliver(PreparedPage(batch: store.prepare(batch), records: page.records.count,
                                         completeListSize: page.completeListSize, size: page.size,
                                         skippedFile: page.skippedFile != nil))
            }
        }
    }

    /// The page as one index transaction, with the state the source is in once it is applied.
    static func batch(for page: HarvestedPage, after previous: Source) -> IndexBatch {
        var source = previous
        source.harvestID = page.harvestID
        let completes = page.nextToken == nil
        if completes {
            // The index stamps this last page's items with `lastCompleteHarvest` when nothing is pending.
            (source.pendingToken, source.pendingHarvestStart, source.pendingFrom) = (nil, nil, nil)
            source.lastCompleteHarvest = page.harvestStart
            source.lastSyncedAt = ListRecordsHarvest.now()
        } else {
            (source.pendingToken, source.pendingHarvestStart, source.pendingFrom) = (page.nextToken, page.harvestStart, page.from)
        }
        var batch = IndexBatch(source: source, sweepUnseen: page.endsList && page.from == nil)
        for record in page.records {
            let header = record.header
            if header.isDeleted {
                batch.deletions.append(header.identifier)
                continue
            }
            switch record.metadata {
            case .dublinCore(let metadata):
                batch.upserts.append(Item(identifier: header.identifier, datestamp: header.datestamp,
                                          setSpecs: header.setSpecs, source: source.name, metadata: metadata))
            case .xml(let xml):
                batch.rawRecords.append(RawRecord(identifier: header.identifier, datestamp: header.datestamp,
                                                  metadataPrefix: source.metadataPrefix, xml: xml))
            case nil:
                break
            }
        }
        return batch
    }
}

/// A page ready for the store, and what the progress bar needs of it.
struct PreparedPage<Batch: Sendable>: Sendable {
    var batch: Batch
    var records: Int
    var completeListSize: Int?
    var size: Int
    var skippedFile: Bool
}
