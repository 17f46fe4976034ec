/// How far a sync has come, for a progress bar.
public struct SyncProgress: Sendable, Hashable {
    public var records: Int
    /// The repository's `completeListSize`, when it gives one.
    public var expected: Int?
}
