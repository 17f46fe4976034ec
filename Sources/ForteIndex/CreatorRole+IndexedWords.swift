import ForteCatalog

extension CreatorRole {
    /// The role as one word, for the full-text index (`former owner` → `formerowner`).
    var key: String {
        rawValue.utf8.contains(UInt8(ascii: " ")) ? String(rawValue.filter { $0 != " " }) : rawValue
    }

    /// What the full-text index puts before each role word: a digit, so that the role words sort apart from every
    /// word of text in its vocabulary, and a prefix of text (`comp`) stands for its words alone, not for thousands
    /// of role words (`composer…`), which it is never sought in.
    static let indexedMark = "0"

    /// The words of `text`, each behind the role's key: what the full-text index keeps of a creator in this role
    /// (`RoleWords`), and what `lyricist:harr` looks for (`lyricistharr`).
    func keyed(_ text: some StringProtocol) -> [String] {
        let key = self.key
        return Self.words(of: text).map { key + $0 }
    }

    /// The runs of `text` between ASCII spaces and punctuation. The full-text index's tokenizer splits what is
    /// left further (at `’`, say) in the index and in a query alike, so the two still meet. By bytes: by
    /// characters, reading the role words was a large share of a sync's instructions.
    static func words(of text: some StringProtocol) -> [Substring] {
        String(text).utf8.split(whereSeparator: isBetweenWords).map { Substring($0) }
    }

    static func isBetweenWords(_ byte: UInt8) -> Bool {
        byte < 0x80 && !(0x30...0x39).contains(byte) && !(0x41...0x5A).contains(byte & 0xDF)
    }
}
