import ForteCatalog
import GRDB

extension DatabaseFunction {
    /// `composerKey(name)`: the key composers sort by, folded as titles are, for composers counted in
    /// SQL (once per composer) rather than stored with every (item, composer) row. `ListTables` folds
    /// the stored counts' keys itself.
    static let composerKey = DatabaseFunction("composerKey", argumentCount: 1, pure: true) { values in
        String.fromDatabaseValue(values[0]).map { Title.sortKey($0) }
    }
}
