import ForteCatalog

/// A line of `forte list --json`, `forte search --json` and `forte fav list --json`: the summary's fields,
/// named as in `ItemJSON`.
public enum SummaryJSON {
    public static func line(_ summary: ItemSummary) -> String {
        JSONLine.write { json in
            json.object { fields(summary, into: &$0) }
        }
    }

    /// The summary's fields, into an object being written.
    public static func fields(_ summary: ItemSummary, into object: inout JSONLine) {
        object.field("composers", summary.composers)
        object.field("date", summary.date)
        object.field("decade", summary.decade?.description)
        object.field("favourite", summary.isFavourite)
        object.field("id", summary.identifier)
        object.field("title", summary.title)
    }
}
