import ForteCatalog

/// One page of a harvest, in order, with where the harvest stands after it.
public struct HarvestedPage: Sendable {
    public var records: [OAIRecord]
    /// What fetches the next page; nil when this page ends the harvest.
    public var nextToken: String?
    /// Whether the list ended by the protocol's own rule: a ListRecords page with an empty or absent token. Only
    /// then may a full harvest remove what it did not see; `noRecordsMatch` ends a harvest too, but proves nothing.
    public var endsList: Bool
    /// Whether the list ended with `noRecordsMatch` to a token, which the list's counts could not confirm as its end:
    /// the harvest is complete, but nothing it did not see may be removed.
    public var endUnconfirmed = false
    /// When the harvest began by the repository's clock: the next incremental harvest's `from` once this one completes.
    public var harvestStart: String
    /// forte's own name for the harvest, which the items it sees are stamped with (see `Source.harvestID`).
    public var harvestID: String
    /// The harvest's `from` (nil: the whole list), kept to restart it when a token expires.
    public var from: String?
    public var completeListSize: Int?
    /// About the memory its records take (`OAIResponse.recordsSize`).
    public var size: Int
    /// The saved response this page stands for, when it held no records to import (see `SavedResponsesHarvest`).
    public var skippedFile: String? = nil
    /// Of a harvest that lists several date windows at once: what the page changes of them. Nil for one list.
    public var windows: WindowChanges? = nil
}

/// What a page of a windowed harvest changes of its windows, kept with the page so that a killed sync resumes them.
public struct WindowChanges: Sendable {
    /// Windows new or with a new token (a window cut in several saves its pieces, the first under its own name).
    public var saved: [HarvestWindow] = []
    public var ended: [HarvestWindow] = []
    /// Whether any window stays open after the page: the harvest is not complete.
    public var remain = true
    /// The repository got windows wrong; why, remembered so that later syncs harvest it as one list.
    public var refused: String?
}

/// Where a harvest begins: afresh, or after the last page a previous run applied.
public enum HarvestStart: Sendable, Hashable {
    case fresh(from: String?)
    case resume(token: String, harvestStart: String, harvestID: String, from: String?)
    /// The list from its beginning again, within a harvest already under way (one whose windows were refused).
    case again(harvestStart: String, harvestID: String, from: String?)
}
