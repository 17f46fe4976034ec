import ForteCatalog
import FortePipeline
import Foundation
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
    static let maxWaiting = 8 << 20

    /// Whether `url` names a repository rather than saved responses.
    public static func isRepository(_ url: String) -> Bool {
        let lowered = url.lowercased()
        return lowered.hasPrefix("http://") || lowered.hasPrefix("https://")
    }

    public func run<Store: SyncStore>(
        into store: Store, progress: (SyncProgress) -> Void = { _ in }
    ) throws -> SyncSummary {
        let clock = ContinuousClock.now
        let known = try store.source(named: source.name)
        var state = known ?? source
        state.url = source.url
        state.set = source.set
        state.metadataPrefix = source.metadataPrefix
        var identity: RepositoryIdentity?
        if Self.isRepository(state.url) && state.granularity == nil {
            identity = try identify()
            state.granularity = identity?.granularity
        }
        var chosenFormat: String?
        if known == nil, options.choosesFormat, Self.isRepository(state.url) {
            state.metadataPrefix = try ItemFormats.richest(
                at: state.url, http: options.http, retry: options.retry, logger: options.logger)
            chosenFormat = state.metadataPrefix == "oai_dc" ? nil : state.metadataPrefix
        }
        // Remembered once the repository has answered, so a first sync killed before its first page
        // still resumes with a plain `forte sync`, and a mistyped URL is not remembered at all.
        try store.saveSource(state)
        let openWindows = try store.windows(of: state.name)
        let start = try harvestStart(for: state, openWindows: openWindows, identity: identity)
        options.logger.info("syncing \(state.name)", metadata: ["start": "\(start)"])

        var summary = SyncSummary()
        summary.chosenFormat = chosenFormat
        var harvested = 0
        var expected: Int?
        try pipelined(
            maxWeight: Self.maxWaiting, weight: \.size,
            produce: producer(for: state, start: start, ending: openWindows, preparingWith: store),
            idle: { try store.catchUp(harvested: harvested, expecting: expected.map { max(0, $0 - harvested) }) }
        ) {
            (pages: [PreparedPage<Store.Prepared>]) in
            expected = pages.last?.completeListSize
            let records = pages.reduce(0) { $0 + $1.records }
            if pages.contains(where: \.completes) {
                progress(
                    SyncProgress(
                        records: harvested + records, expected: expected, isCompleting: true))
            }
            let changes = try store.apply(pages.map(\.batch))
            summary.added += changes.added
            summary.updated += changes.updated
            summary.deleted += changes.deleted
            summary.pages += pages.count
            summary.skippedFiles += pages.count { $0.skippedFile }
            harvested += records
            progress(SyncProgress(records: harvested, expected: expected))
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
            throw HarvestError.notOAI(
                OAIParseError("the Identify response describes no repository"),
                url: OAIRequest.identify.url(baseURL: source.url))
        }
        return identity
    }

    /// How a harvest goes: as one list, or as windows at once.
    enum Start: CustomStringConvertible {
        case list(HarvestStart)
        case windows(WindowedHarvest.Start)

        var description: String {
            switch self {
            case .list(let start): "\(start)"
            case .windows(.fresh(let from, _)): "windows from \(from ?? "the beginning")"
            case .windows(.resume(let windows, _, _, _)): "\(windows.count) windows resumed"
            }
        }
    }

    /// Resume what a previous run left under way, unless asked for something else.
    /// `identity`: what Identify said, if this sync asked already.
    private func harvestStart(
        for state: Source, openWindows: [HarvestWindow], identity: RepositoryIdentity?
    ) throws -> Start {
        if options.from == nil, !options.full, let start = state.pendingHarvestStart {
            if !openWindows.isEmpty {
                return .windows(
                    .resume(
                        openWindows, harvestStart: start, harvestID: state.harvestID ?? start, from: state.pendingFrom))
            }
            if let token = state.pendingToken {
                return .list(
                    .resume(
                        token: token, harvestStart: start, harvestID: state.harvestID ?? start, from: state.pendingFrom)
                )
            }
        }
        if !Self.isRepository(state.url) { return .list(.fresh(from: options.from)) }
        let since =
            options.full
            ? options.from
            : options.from ?? state.lastCompleteHarvest.map { Self.datestamp($0, granularity: state.granularity) }
        guard options.connections > 1 else { return .list(.fresh(from: since)) }
        if let refused = state.windowsRefused {
            options.logger.info("harvesting as one list: windows were refused before, as \(refused)")
            return .list(.fresh(from: since))
        }
        // A whole list's windows begin where the repository says its records do.
        return .windows(
            .fresh(from: since, earliest: since == nil ? try (identity ?? identify()).earliestDatestamp : nil))
    }

    /// A `responseDate` cut to the repository's granularity (a day-granular repository rejects seconds).
    static func datestamp(_ date: String, granularity: String?) -> String {
        granularity == "YYYY-MM-DD" ? String(date.prefix(10)) : date
    }

    /// Harvests on the producing thread, where each page also becomes its batch and is prepared for the
    /// store: the store's thread is left only the writing.
    /// The windows a harvest that begins afresh finds open are ended with its first page.
    private func producer<Store: SyncStore>(
        for state: Source, start: Start, ending openWindows: [HarvestWindow],
        preparingWith store: Store
    )
        -> @Sendable ((PreparedPage<Store.Prepared>) throws -> Void) throws -> Void
    {
        let (url, prefix, set, options) = (state.url, state.metadataPrefix, state.set, options)
        let stale = if case .windows(.resume) = start { [HarvestWindow]() } else { openWindows }
        let scale = DatestampScale(granularity: state.granularity)
        let harvest: @Sendable ((HarvestedPage) throws -> Void) throws -> Void = { deliver in
            let list = { @Sendable (pause: SharedPause?) in
                ListRecordsHarvest(
                    client: OAIClient(
                        baseURL: url, http: options.http, retry: options.retry, logger: options.logger,
                        pause: pause),
                    metadataPrefix: prefix, set: set, logger: options.logger)
            }
            switch start {
            case .list(let start) where Self.isRepository(url):
                try list(nil).run(start, deliver: deliver)
            case .list(let start):
                try SavedResponsesHarvest(path: url, logger: options.logger).run(start, deliver: deliver)
            case .windows(let start):
                try WindowedHarvest(
                    connections: options.connections, scale: scale, logger: options.logger, makeList: list
                )
                .run(start, deliver: deliver)
            }
        }
        return { deliver in
            var source = state
            var ending = stale
            try harvest { page in
                if page.endUnconfirmed && options.full {
                    options.logger.warning(
                        """
                        the repository ended its list with noRecordsMatch and no counts to confirm it: \
                        nothing is deleted
                        """)
                }
                var batch = Self.batch(for: page, after: source)
                batch.endedWindows = ending + batch.endedWindows
                ending = []
                source = batch.source
                try deliver(
                    PreparedPage(
                        batch: store.prepare(batch), records: page.records.count,
                        completeListSize: page.completeListSize, size: page.size,
                        skippedFile: page.skippedFile != nil, completes: batch.completesHarvest))
            }
        }
    }

    /// The page as one index transaction, with the state the source is in once it is applied.
    static func batch(for page: HarvestedPage, after previous: Source) -> IndexBatch {
        var source = previous
        source.harvestID = page.harvestID
        let windowsRemain = page.windows?.remain ?? false
        if let refused = page.windows?.refused { source.windowsRefused = refused }
        if page.nextToken == nil && !windowsRemain {
            // The index stamps this last page's items with `lastCompleteHarvest` when nothing is pending.
            (source.pendingToken, source.pendingHarvestStart, source.pendingFrom) = (nil, nil, nil)
            source.lastCompleteHarvest = page.harvestStart
            source.lastSyncedAt = ListRecordsHarvest.now()
        } else {
            (source.pendingToken, source.pendingHarvestStart, source.pendingFrom) = (
                page.nextToken, page.harvestStart, page.from
            )
        }
        var batch = IndexBatch(source: source, sweepUnseen: page.endsList && page.from == nil)
        (batch.savedWindows, batch.endedWindows, batch.windowsRemain) = (
            page.windows?.saved ?? [], page.windows?.ended ?? [], windowsRemain
        )
        for record in page.records {
            let header = record.header
            if header.isDeleted {
                batch.deletions.append(header.identifier)
                continue
            }
            switch record.metadata {
            case .dublinCore(let metadata):
                batch.upserts.append(
                    Item(
                        identifier: header.identifier, datestamp: header.datestamp,
                        setSpecs: header.setSpecs, source: source.name, metadata: metadata))
            case .xml(let xml):
                batch.rawRecords.append(
                    RawRecord(
                        identifier: header.identifier, datestamp: header.datestamp,
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
    /// Whether it completes the harvest (see `IndexBatch.completesHarvest`).
    var completes: Bool
}
