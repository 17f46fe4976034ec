import ForteCatalog
import GRDB

/// `itemYear(date)`: the year an item's date gives, as ForteCatalog reads it (`Decade.year(in:)`), for
/// searches by year (`year:1914`). Run only on the items of the decades searched.
enum ItemYearFunction {
    static let function = DatabaseFunction("itemYear", argumentCount: 1, pure: true) { values in
        String.fromDatabaseValue(values[0]).flatMap(Decade.year(in:))
    }
}
