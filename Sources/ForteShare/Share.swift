import ForteCatalog
import Foundation

/// The ways `forte share` writes an email.
public enum ShareFormat: String, Sendable, CaseIterable {
    /// A plain-text email: a `Subject:` line, a blank line, the body.
    case text
    /// A complete RFC 5322 message that `sendmail -t` or a mail client takes as is.
    case eml
    /// A `mailto:` URI (RFC 6068) that opens the mail client on the email.
    case mailto
}

/// Items shared as one email a person would be glad to receive: for each item its title,
/// composers with life dates, date, publisher, description (wrapped at 72 columns), web link,
/// and a short attribution at the end. Fields an item lacks are left out, labels and all.
///
/// Catalog text is data, never structure: every field is made one line (`CatalogText`),
/// headers are encoded (RFC 2047) and the body is quoted-printable, so no record can add a
/// header or split the message. Only the addresses the user gives can, and those are
/// rejected when they hold a line break or are no address (`Mailbox`, `ShareError`).
public struct Share: Sendable {
    /// Body lines are filled to this many display columns.
    static let lineWidth = 72
    static let placeholderSender = "forte user <forte@localhost>"

    private let items: [Item]
    let from: String?
    let to: String?
    private let date: Date
    private let messageID: String?

    /// `from` nil is a placeholder sender; `messageID` nil is a fresh one; both are for `eml`.
    public init(items: [Item], from: String? = nil, to: String? = nil, date: Date = Date(), messageID: String? = nil) {
        self.items = items
        self.from = from
        self.to = to
        self.date = date
        self.messageID = messageID
    }

    /// `Sheet music: Waltzing Matilda`, or `Sheet music: Waltzing Matilda and 2 more`.
    public var subject: String {
        switch items.count {
        case 0: "Sheet music"
        case 1: "Sheet music: \(Self.title(of: items[0]))"
        default: "Sheet music: \(Self.title(of: items[0])) and \(items.count - 1) more"
        }
    }

    /// The `text` format: `Subject: …`, a blank line, then the body, lines ending in LF.
    public var text: String {
        "Subject: \(subject)\n\n\(body)"
    }

    /// The body, lines ending in LF and at most 72 columns wide unless a single word is wider.
    var body: String {
        let blocks =
            items.count == 1
            ? [Self.lines(of: items[0], heading: Self.title(of: items[0]))]
            : [["\(items.count) pieces of sheet music:"]]
                + items.enumerated().map { Self.lines(of: $1, heading: "\($0 + 1). \(Self.title(of: $1))") }
        return (blocks + [["-- ", attribution]]).map { $0.joined(separator: "\n") }.joined(separator: "\n\n") + "\n"
    }

    /// The `eml` format: an RFC 5322 message with CRLF line endings.
    public func eml() throws(ShareError) -> String {
        try Self.message(subject: subject, body: body, from: from, to: to, date: date, messageID: messageID)
    }

    /// An RFC 5322 message of `body` (LF line endings): addresses checked, every header encoded, the body
    /// quoted-printable, lines ending in CRLF. `from` nil is a placeholder sender; `messageID` nil a fresh one.
    static func message(
        subject: String, body: String, from: String?, to: String?, date: Date, messageID: String?
    ) throws(ShareError) -> String {
        let sender = from ?? Self.placeholderSender
        var header = [MailHeader.address("From", try Mailbox.list(sender, header: "From"))]
        if let to { header.append(MailHeader.address("To", try Mailbox.list(to, header: "To"))) }
        header += [
            MailHeader.unstructured("Subject", subject),
            "Date: \(Self.rfc5322Date(date))",
            "Message-ID: \(Self.messageID(messageID, sender: sender))",
            "MIME-Version: 1.0",
            "Content-Type: text/plain; charset=utf-8",
            "Content-Transfer-Encoding: quoted-printable",
        ]
        return header.joined(separator: "\r\n") + "\r\n\r\n" + QuotedPrintable.encode(body)
    }

    /// The longest `mailto:` URI that mail programs and browsers are known to take whole: longer ones are cut
    /// (about 2,000 characters is a limit common among them), losing the end of the email.
    public static let mailtoLengthTakenWhole = 2_000

    /// The `mailto` format: `mailto:ADDRESS?subject=…&body=…`, everything percent-encoded
    /// UTF-8, line breaks as `%0D%0A`. RFC 6068 takes addresses alone: display names are left out.
    public func mailto() throws(ShareError) -> String {
        let addresses = try to.map { text throws(ShareError) in try Mailbox.list(text, header: "To") } ?? []
        let address = PercentEncoding.encode(
            addresses.map(\.address).joined(separator: ","),
            keeping: PercentEncoding.addressCharacters)
        let crlfBody = body.replacing("\n", with: "\r\n")
        return "mailto:\(address)?subject=\(PercentEncoding.encode(subject))&body=\(PercentEncoding.encode(crlfBody))"
    }

    // MARK: The body

    static func title(of item: Item) -> String {
        let title = CatalogText.line(item.displayTitle)
        return title.isEmpty ? "Untitled" : title
    }

    /// An item's lines: heading, labelled fields, description paragraphs, link; wrapped.
    private static func lines(of item: Item, heading: String) -> [String] {
        let metadata = item.metadata
        let composers = item.composers.map(composer).filter { !$0.isEmpty }
        let fields: [(label: String, values: [String])] = [
            (composers.count == 1 ? "Composer" : "Composers", composers),
            ("Date", metadata.date.map(CatalogText.line)),
            ("Publisher", metadata.publisher.map(CatalogText.line)),
        ]
        var paragraphs =
            [heading]
            + fields.compactMap { label, values in
                let values = values.filter { !$0.isEmpty }
                return values.isEmpty ? nil : "\(label): \(values.joined(separator: "; "))"
            }
        let description = metadata.description.flatMap(CatalogText.paragraphs)
        if !description.isEmpty { paragraphs += [""] + description.flatMap { [$0, ""] }.dropLast() }
        if let link = item.webLink.map(CatalogText.line), !link.isEmpty { paragraphs += ["", "Online: \(link)"] }
        return paragraphs.flatMap { $0.isEmpty ? [""] : Wrapping.wrap($0, width: lineWidth) }
    }

    /// `John Smith (1870-1935)`.
    static func composer(_ name: ComposerName) -> String {
        let shown = CatalogText.line(name.name)
        guard let dates = name.lifeDates.map(CatalogText.line), !dates.isEmpty else { return shown }
        return "\(shown) (\(dates))"
    }

    /// Where the records came from, and what shared them.
    private var attribution: String {
        let sources = Array(Set(items.map { CatalogText.line($0.source) }.filter { !$0.isEmpty })).sorted()
        let origin =
            sources.isEmpty ? "a library's digitised sheet music" : "the \(sources.joined(separator: ", ")) catalog"
        return Wrapping.wrap("Shared with forte from \(origin).", width: Self.lineWidth).joined(separator: "\n")
    }

    // MARK: Header values

    /// `Sun, 22 Nov 2026 06:17:28 +0000`, always in UTC.
    private static func rfc5322Date(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss Z"
        return formatter.string(from: date)
    }

    /// `<id>`: the one given, else a fresh one at the sender's domain.
    private static func messageID(_ given: String?, sender: String) -> String {
        if let given {
            let bare = CatalogText.line(given).replacing(" ", with: "")
            return bare.hasPrefix("<") ? bare : "<\(bare)>"
        }
        let domain = sender.split(separator: "@").dropFirst().last?.prefix {
            $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-")
        }
        return "<\(UUID().uuidString.lowercased())@\(domain.flatMap { $0.isEmpty ? nil : String($0) } ?? "localhost")>"
    }
}
