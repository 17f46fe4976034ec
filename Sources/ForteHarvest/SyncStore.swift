import ForteCatalog

/// What a sync needs of the index: the source's state, and applying one page with it in one transaction.
/// The index conforms in the `forte` executable, so harvesting knows nothing of SQLite.
public protocol SyncStore {
    func source(named name: String) throws -> Source?
    func saveSource(_ source: Source) throws
    func apply(_ batch: IndexBatch) throws -> IndexChanges
}
