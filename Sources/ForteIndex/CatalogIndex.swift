// Skeleton: the index work replaces these bodies. The signatures are the contract
// the commands, the sync job and the browse screen use.
import ForteCatalog

/// The local index: one SQLite database file, opened in WAL mode so a browse and a sync can run at once.
public final class CatalogIndex: Sendable {
    /// Opens the index at `path`, creating it (and running migrations) when `create` is true.
    /// Throws `IndexError` for a missing, corrupt, unreadable or newer-schema file; never overwrites one it cannot read.
    public init(path: String, create: Bool) throws { fatalError("unimplemented") }

    // Sync
    public func apply(_ batch: IndexBatch) throws { fatalError("unimplemented") }
    public func sources() throws -> [Source] { fatalError("unimplemented") }
    public func source(named name: String) throws -> Source? { fatalError("unimplemented") }
    /// Saves a new or changed source without touching its items.
    public func saveSource(_ source: Source) throws { fatalError("unimplemented") }
    /// Removes the source and all its items.
    public func removeSource(named name: String) throws { fatalError("unimplemented") }
    public func itemCount(source name: String) throws -> Int { fatalError("unimplemented") }

    // Browse and list
    public func count(_ filter: CatalogFilter) throws -> Int { fatalError("unimplemented") }
    public func summaries(_ filter: CatalogFilter, offset: Int, limit: Int) throws -> [ItemSummary] { fatalError("unimplemented") }
    public func decadeCounts() throws -> [FacetCount<Decade?>] { fatalError("unimplemented") }
    public func composerCounts(in shelf: CatalogFilter.Shelf) throws -> [FacetCount<String>] { fatalError("unimplemented") }
    public func position(of identifier: String, in filter: CatalogFilter) throws -> Int? { fatalError("unimplemented") }
    public func firstPosition(ofLetter letter: Character, in filter: CatalogFilter) throws -> Int? { fatalError("unimplemented") }
    public func item(_ identifier: String) throws -> Item? { fatalError("unimplemented") }
    public func search(_ query: String, limit: Int) throws -> [ItemSummary] { fatalError("unimplemented") }

    // Favourites
    public func setFavourite(_ identifier: String, _ isFavourite: Bool) throws { fatalError("unimplemented") }
    public func isFavourite(_ identifier: String) throws -> Bool { fatalError("unimplemented") }
}
