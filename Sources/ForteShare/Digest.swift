import ForteCatalog
import Foundation

/// One email of news: the items that arrived since the last digest (of a watch, when `watch` names one), each with
/// its title, composers, date and link, as an RFC 5322 message written as `Share` writes one (headers encoded, body
/// quoted-printable), so that no record can add a header or a recipient.
public struct Digest: Sendable {
    private let items: [Item]
    private let watch: String?
    let from: String?
    let to: String?
    private let date: Date
    private let messageID: String?

    /// `items` newest first, as news lists them. `from` nil is a placeholder sender; `messageID` nil a fresh one.
    public init(
        items: [Item], watch: String? = nil, from: String? = nil, to: String? = nil, date: Date = Date(),
        messageID: String? = nil
    ) {
        self.items = items
        self.watch = watch
        self.from = from
        self.to = to
        self.date = date
        self.messageID = messageID
    }

    /// `forte: 12 new scores`, or `forte: 3 new scores for waltzes` for the watch `waltzes`.
    public var subject: String {
        "forte: \(scores)" + (watch.map { " for \(CatalogText.line($0))" } ?? "")
    }

    private var scores: String { items.count == 1 ? "1 new score" : "\(items.count) new scores" }

    /// The message, with CRLF line endings.
    public func eml() throws(ShareError) -> String {
        try Share.message(subject: subject, body: body, from: from, to: to, date: date, messageID: messageID)
    }

    /// The body, lines ending in LF: a line saying what arrived, then each item, numbered.
    var body: String {
        let watched = watch.map { " (watch \(CatalogText.line($0)))" } ?? ""
        let heading = Wrapping.wrap("\(scores) arrived in the catalog\(watched):", width: Share.lineWidth)
        let blocks =
            [[heading.joined(separator: "\n")]]
            + items.enumerated().map { Self.lines(of: $1, number: $0 + 1) }
            + [["-- ", "Sent by forte, which keeps a local index of the catalog."]]
        return blocks.map { $0.joined(separator: "\n") }.joined(separator: "\n\n") + "\n"
    }

    /// `3. Title`, then its composers, date and link, each on lines of their own, wrapped.
    private static func lines(of item: Item, number: Int) -> [String] {
        let composers = item.composers.map(Share.composer).filter { !$0.isEmpty }
        let dates = item.metadata.date.map(CatalogText.line).filter { !$0.isEmpty }
        var lines = ["\(number). \(Share.title(of: item))"]
        if !composers.isEmpty {
            lines.append((composers.count == 1 ? "Composer: " : "Composers: ") + composers.joined(separator: "; "))
        }
        if !dates.isEmpty { lines.append("Date: " + dates.joined(separator: "; ")) }
        if let link = item.webLink.map(CatalogText.line), !link.isEmpty { lines.append("Online: \(link)") }
        return lines.flatMap { Wrapping.wrap($0, width: Share.lineWidth) }
    }
}
