/// One mailbox as the user gives it: `ann@example.com`, or `Ann Smith <ann@example.com>`. The one place that
/// says what forte takes as an address, for every share format and for sending.
public struct Mailbox: Sendable, Hashable {
    /// `Ann Smith`, or empty.
    public var displayName: String
    /// The address alone, `ann@example.com`: what a `mailto:` URI and an SMTP envelope hold.
    public var address: String
    /// As typed, trimmed.
    var typed: String

    /// The mailboxes of an address list (`a@example.org, "Smith, Ann" <ann@example.com>`) given for the header
    /// `header` (`To`, `From`). Refused: a line break or control character anywhere, an address with a space or
    /// without `@` (`bad address`), an address outside ASCII, an empty list.
    public static func list(_ text: String, header: String) throws(ShareError) -> [Mailbox] {
        if text.unicodeScalars.contains(where: { $0 != " " && CatalogText.isBreakOrControl($0) }) {
            throw .controlCharacterInAddress(header: header)
        }
        let mailboxes = try split(text).map { mailbox throws(ShareError) in try Mailbox(mailbox, header: header) }
        guard !mailboxes.isEmpty else { throw .notAnAddress(header: header, text: text) }
        return mailboxes
    }

    private init(_ typed: String, header: String) throws(ShareError) {
        self.typed = typed
        if typed.hasSuffix(">"), let open = typed.lastIndex(of: "<") {
            address = String(typed[typed.index(after: open)..<typed.index(before: typed.endIndex)])
            displayName = typed[..<open].trimmingCharacters(in: .whitespaces)
        } else {
            address = typed
            displayName = ""
        }
        let parts = address.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count >= 2, !parts[0].isEmpty, !parts[parts.count - 1].isEmpty,
            !address.contains(where: { " <>,;\"".contains($0) })
        else {
            throw .notAnAddress(header: header, text: typed)
        }
        guard address.unicodeScalars.allSatisfy(\.isASCII) else { throw .nonASCIIMailbox(header: header) }
    }

    /// An address list split at commas outside quotes and angle brackets, trimmed.
    private static func split(_ list: String) -> [String] {
        var mailboxes = [""]
        var quoted = false, angled = false
        for character in list {
            switch character {
            case "\"": quoted.toggle()
            case "<" where !quoted: angled = true
            case ">" where !quoted: angled = false
            case "," where !quoted && !angled:
                mailboxes.append("")
                continue
            default: break
            }
            mailboxes[mailboxes.count - 1].append(character)
        }
        return mailboxes.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
