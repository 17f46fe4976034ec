import ForteCatalog

/// What a sync needs of the index: the source's state, and applying pages with it in one transaction.
/// The index conforms in ForteSync (`CatalogIndex+SyncStore.swift`), so harvesting knows nothing of SQLite.
public protocol SyncStore: Sendable {
    /// A page made ready to write.
    associatedtype Prepared: Sendable

    func source(named name: String) throws -> Source?
    func saveSource(_ source: Source) throws
    /// The open windows of the source's harvest, when it lists several at once.
    func windows(of source: String) throws -> [HarvestWindow]
    /// What can be done to a page without the index, on the harvesting thread while earlier pages are written.
    func prepare(_ batch: IndexBatch) -> Prepared
    /// Applies the pages in order, all or none.
    func apply(_ batches: [Prepared]) throws -> IndexChanges
    /// Runs while the sync waits for the network: the store may do now work it put off, which the
    /// page that completes the harvest would otherwise do, while nothing else can run. `harvested`: the records this
    /// sync has brought; `remaining`: those the repository says are still to come, when it says (its
    /// `completeListSize` less those harvested).
    func catchUp(harvested: Int, expecting remaining: Int?) throws
}
