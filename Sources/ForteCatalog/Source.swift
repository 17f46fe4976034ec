/// A remembered source (a repository, or a directory of saved responses) and where its sync stands.
public struct Source: Sendable, Hashable {
    /// Short unique name, e.g. the URL's host (`catalogue.example.org`) or `bundled`.
    public var name: String
    /// The base URL of the OAI-PMH endpoint, or the path of saved responses.
    public var url: String
    public var set: String?
    public var metadataPrefix: String
    /// When the last harvest that completed began, by the repository's clock (its first page's `responseDate`,
    /// checked): the next incremental harvest's `from`.
    public var lastCompleteHarvest: String?
    /// The repository's datestamp granularity from Identify (`YYYY-MM-DD` or `YYYY-MM-DDThh:mm:ssZ`).
    public var granularity: String?
    /// A harvest under way: the resumption token that fetches its next page. Nil when none is under way.
    public var pendingToken: String?
    /// A harvest under way: when it began by the repository's clock (becomes `lastCompleteHarvest` when it completes).
    public var pendingHarvestStart: String?
    /// A harvest under way: its `from` argument (nil for a full harvest), to restart it if its token expires.
    public var pendingFrom: String?
    /// When the last harvest completed, as wall-clock ISO 8601, for `forte sources`.
    public var lastSyncedAt: String?
    /// The harvest under way, or the last one: forte's own stamp (the local time it began), which every item it
    /// saw carries, so that a full harvest removes exactly the items it did not see, whatever the server's clock says.
    public var harvestID: String?

    public init(name: String, url: String, set: String? = nil, metadataPrefix: String = "oai_dc") {
        self.name = name
        self.url = url
        self.set = set
        self.metadataPrefix = metadataPrefix
    }
}

/// A record in a metadata format other than `oai_dc`, kept as the XML of its `<metadata>` child so `forte export` can give it back.
public struct RawRecord: Sendable, Hashable {
    public var identifier: String
    public var datestamp: String
    public var metadataPrefix: String
    public var xml: String

    public init(identifier: String, datestamp: String, metadataPrefix: String, xml: String) {
        self.identifier = identifier
        self.datestamp = datestamp
        self.metadataPrefix = metadataPrefix
        self.xml = xml
    }
}

/// What applying a batch changed: records new to the source, records it already had (changed or not),
/// and records removed (reported deleted, or swept at the end of a full harvest).
public struct IndexChanges: Sendable, Hashable {
    public var added = 0
    public var updated = 0
    public var deleted = 0

    public init(added: Int = 0, updated: Int = 0, deleted: Int = 0) {
        self.added = added
        self.updated = updated
        self.deleted = deleted
    }

    public static func += (changes: inout IndexChanges, more: IndexChanges) {
        changes.added += more.added
        changes.updated += more.updated
        changes.deleted += more.deleted
    }
}

/// One harvested page, applied to the index whole, in one transaction together with the source's new sync
/// state (and with the pages before it that were waiting too), so that a sync killed at any point resumes
/// from the last applied page with nothing lost or duplicated.
public struct IndexBatch: Sendable {
    /// The source's state after this page (its `pendingToken` is the token that follows the page).
    public var source: Source
    /// Items to insert or replace, keyed by (source, identifier). Applying the same page twice changes nothing.
    public var upserts: [Item]
    /// OAI identifiers the repository reports deleted; unknown ones are ignored.
    public var deletions: [String]
    /// Records in other metadata formats.
    public var rawRecords: [RawRecord]
    /// Set on the last page of a full harvest that ended by the protocol's own rule: remove the source's items
    /// (and raw records) that no page of this harvest (`source.harvestID`) upserted.
    public var sweepUnseen: Bool

    public init(source: Source, upserts: [Item] = [], deletions: [String] = [], rawRecords: [RawRecord] = [], sweepUnseen: Bool = false) {
        self.source = source
        self.upserts = upserts
        self.deletions = deletions
        self.rawRecords = rawRecords
        self.sweepUnseen = sweepUnseen
    }
}
