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
    /// A harvest of several windows at once: the windows whose state this page changes (new ones, or one with its
    /// next token), the windows it ends, and whether any stays open once it is applied.
    public var savedWindows: [HarvestWindow] = []
    public var endedWindows: [HarvestWindow] = []
    public var windowsRemain = false

    /// Whether the source's harvest is complete once this page is applied.
    public var completesHarvest: Bool { source.pendingToken == nil && !windowsRemain }

    public init(
        source: Source, upserts: [Item] = [], deletions: [String] = [], rawRecords: [RawRecord] = [],
        sweepUnseen: Bool = false
    ) {
        self.source = source
        self.upserts = upserts
        self.deletions = deletions
        self.rawRecords = rawRecords
        self.sweepUnseen = sweepUnseen
    }
}
