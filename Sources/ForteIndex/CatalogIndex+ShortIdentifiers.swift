import ForteCatalog
import GRDB

extension CatalogIndex {
    /// The first `limit` distinct identifiers that `short` matches: found by a few seeks in each of `identifierTail`'s
    /// runs (`IdentifierTails`), however many items there are, and among the items a sync added since the lists were
    /// last built, one by one.
    public func identifiers(matching short: ShortIdentifier, limit: Int) throws -> [String] {
        try reading { db in
            var found: [String] = []
            func add(_ identifier: String) {
                if found.count < limit, !found.contains(identifier), short.matches(identifier) {
                    found.append(identifier)
                }
            }
            let seek = try db.cachedStatement(
                sql: """
                    SELECT DISTINCT reversed FROM identifierTail
                    WHERE run IN (SELECT first FROM identifierRun) AND reversed BETWEEN ? AND ? LIMIT ?
                    """)
            for stretch in short.reversedStretches where found.count < limit {
                let reversed = try String.fetchAll(seek, arguments: [stretch.lowerBound, stretch.upperBound, limit])
                reversed.map(ShortIdentifier.reversed).forEach(add)
            }
            let unindexed = try String.fetchCursor(
                db.cachedStatement(
                    sql: """
                        SELECT identifier FROM item WHERE id > (SELECT identifiersThrough FROM projection)
                        """))
            while found.count < limit, let identifier = try unindexed.next() { add(identifier) }
            return found
        }
    }
}
