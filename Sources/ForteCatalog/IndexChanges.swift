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
