/// How far a sync has come, for a progress bar.
public struct SyncProgress: Sendable, Hashable {
    public var records: Int
    /// The repository's `completeListSize`, when it gives one.
    public var expected: Int?
    /// Whether the harvest's last page is in and being stored: the index builds its lists then, which takes a while
    /// at a million items.
    public var isCompleting = false
}
