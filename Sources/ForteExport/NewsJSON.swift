import ForteCatalog
import Foundation

/// A line of `forte news --json`: the summary's fields as `SummaryJSON` writes them, then whether the item was added
/// or changed, when it arrived (ISO 8601, UTC) and from which source.
public enum NewsJSON {
    public static func line(_ news: NewsItem) -> String {
        JSONLine.write { json in
            json.object {
                SummaryJSON.fields(news.summary, into: &$0)
                $0.field("arrived", news.arrived.formatted(.iso8601))
                $0.field("change", news.change == .added ? "added" : "changed")
                $0.field("source", news.source)
            }
        }
    }
}
