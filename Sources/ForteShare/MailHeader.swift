import Foundation

/// One RFC 5322 header field, written so that no line passes 78 octets where it can be
/// helped, and nothing but ASCII ever appears.
enum MailHeader {
    static let maximumLineLength = 78

    /// An unstructured field such as `Subject`. Plain ASCII is folded at spaces; text with
    /// anything else (non-ASCII, a literal `=?` that a reader would decode, a word too long to
    /// fold) is written as RFC 2047 encoded-words.
    static func unstructured(_ name: String, _ value: String) -> String {
        let words = value.split(separator: " ", omittingEmptySubsequences: false)
        let plain =
            value.unicodeScalars.allSatisfy { (0x20...0x7E).contains($0.value) }
            && !value.contains("=?")
            && words.allSatisfy { $0.utf8.count <= maximumLineLength - name.utf8.count - 2 }
        return folded(name, plain ? words.map(String.init) : encodedWords(value))
    }

    /// An address field such as `From` or `To`, as the user typed it: one mailbox or several
    /// separated by commas. A non-ASCII display name (`Jörg Müller <jm@example.com>`) is written
    /// as encoded-words; the address itself must be ASCII (`Mailbox`).
    static func address(_ name: String, _ mailboxes: [Mailbox]) -> String {
        var words: [String] = []
        for (position, mailbox) in mailboxes.enumerated() {
            if position > 0 { words[words.count - 1] += "," }
            words += mailboxWords(mailbox)
        }
        return folded(name, words)
    }

    /// The words of one mailbox: ASCII as typed, else the display name encoded and the address in `<>`.
    private static func mailboxWords(_ mailbox: Mailbox) -> [String] {
        guard !mailbox.typed.unicodeScalars.allSatisfy(\.isASCII) else {
            return mailbox.typed.split(separator: " ").map(String.init)
        }
        var displayName = mailbox.displayName
        if displayName.count >= 2, displayName.hasPrefix("\""), displayName.hasSuffix("\"") {
            displayName = String(displayName.dropFirst().dropLast())
        }
        return encodedWords(displayName) + ["<\(mailbox.address)>"]
    }

    /// `Name: word word`, folded before a word that would pass the line length.
    private static func folded(_ name: String, _ words: [String]) -> String {
        var lines = ["\(name):"]
        for word in words {
            if lines[lines.count - 1].utf8.count + 1 + word.utf8.count > maximumLineLength,
                lines[lines.count - 1].contains(" ")
            {
                lines.append("")
            }
            lines[lines.count - 1] += " " + word
        }
        return lines.joined(separator: "\r\n")
    }

    /// `=?utf-8?b?…?=` words of at most 42 bytes of UTF-8 each (68 characters, so a word fits
    /// after `Subject: ` within 78), split between characters, never inside one; a character longer than that
    /// (a letter under thousands of combining marks) between its scalars, so that no line passes RFC 5322's 998.
    static func encodedWords(_ text: String) -> [String] {
        var chunks: [[UInt8]] = [[]]
        for character in text {
            let fits = character.utf8.count <= maximumWordBytes
            for piece in fits ? [String(character)] : character.unicodeScalars.map(String.init) {
                let chunk = chunks[chunks.count - 1]
                if chunk.count + piece.utf8.count > maximumWordBytes, !chunk.isEmpty {
                    chunks.append([])
                }
                chunks[chunks.count - 1] += piece.utf8
            }
        }
        return chunks.map { "=?utf-8?b?\(Data($0).base64EncodedString())?=" }
    }

    /// The UTF-8 bytes of one encoded-word.
    private static let maximumWordBytes = 42
}
