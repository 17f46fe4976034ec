import ForteCatalog

/// What a sync needs of the index: the source's state, and applying pages with it in one transaction.
/// The index conforms in the `forte` executable, so harvesting knows nothing of SQLite.
public protocol SyncStore {
    func source(named name: String) throws -> Source?
    func saveSource(_ source: Source) throws
    /// Applies the pages in order, all or none.
    func apply(_ batches: [IndexBatch]) throws -> IndexChanges
}
