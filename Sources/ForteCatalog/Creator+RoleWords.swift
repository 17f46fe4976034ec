extension CreatorRole {
    /// The role as one word, for the full-text index (`former owner` → `formerowner`).
    public var key: String { rawValue.utf8.contains(UInt8(ascii: " ")) ? String(rawValue.filter { $0 != " " }) : rawValue }

    /// What the full-text index puts before each role word: a digit, so that the role words sort apart from every
    /// word of text in its vocabulary, and a prefix of text (`comp`) stands for its words alone, not for thousands
    /// of role words (`composer…`), which it is never sought in.
    public static let indexedMark = "0"

    /// The words of `text`, each behind the role's key: what the full-text index keeps of a creator in this role,
    /// and what `lyricist:harr` looks for (`lyricistharr`).
    public func keyed(_ text: some StringProtocol) -> [String] {
        let key = self.key
        return Self.words(of: text).map { key + $0 }
    }

    /// The runs of `text` between ASCII spaces and punctuation. The full-text index's tokenizer splits what is
    /// left further (at `’`, say) in the index and in a query alike, so the two still meet. By bytes: by
    /// characters, reading the role words took a sync a quarter of its instructions.
    static func words(of text: some StringProtocol) -> [Substring] {
        let string = String(text)
        return string.utf8.split { $0 < 0x80 && !(0x30...0x39).contains($0) && !(0x41...0x5A).contains($0 & 0xDF) }
            .map { Substring($0) }
    }
}

extension Item {
    /// Each creator's name, word by word, behind each of its roles' keys (composers, and creators with no role,
    /// behind `composer`): `composerantonín composerdvořák lyricistharrington`. The full-text index searches it
    /// for a role (`composer:dvorak`, `lyricist:harrington`), so that a lyricist is never found as a composer.
    public static func roleWords(of creators: [Creator]) -> String {
        var text = ""
        for creator in creators {
            let words = CreatorRole.words(of: creator.name.name)
            let roles = creator.isComposer && !creator.roles.contains(.composer) ? [.composer] + creator.roles : creator.roles
            for role in roles {
                let key = role.key
                for word in words {
                    if !text.isEmpty { text += " " }
                    text += key
                    text += word
                }
            }
        }
        return text
    }
}
