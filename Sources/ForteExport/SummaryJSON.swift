import ForteCatalog

/// A line of `forte list --json`, `forte search --json` and `forte fav list --json`: the summary's fields,
/// named as in `ItemJSON`.
public enum SummaryJSON {
    public static func line(_ summary: ItemSummary) -> String {
        JSONLine.write { json in
            json.object {
                $0.field("composers", summary.composers)
                $0.field("date", summary.date)
                $0.field("decade", summary.decade?.description)
                $0.field("favourite", summary.isFavourite)
                $0.field("id", summary.identifier)
                $0.field("title", summary.title)
            }
        }
    }
}
