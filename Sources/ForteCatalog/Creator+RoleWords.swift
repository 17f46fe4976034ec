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
    /// characters, reading the role words was a large share of a sync's instructions.
    static func words(of text: some StringProtocol) -> [Substring] {
        String(text).utf8.split(whereSeparator: isBetweenWords).map { Substring($0) }
    }

    public static func isBetweenWords(_ byte: UInt8) -> Bool {
        byte < 0x80 && !(0x30...0x39).contains(byte) && !(0x41...0x5A).contains(byte & 0xDF)
    }
}

extension Item {
    /// Each creator's name, word by word, behind each of its roles' keys (composers, and creators with no role,
    /// behind `composer`): `composerantonín composerdvořák lyricistharrington`, appended to `text` as UTF-8.
    /// The full-text index searches it for a role (`composer:dvorak`, `lyricist:harrington`), so that a lyricist
    /// is never found as a composer.
    public static func appendRoleWords(of creators: [Creator], to text: inout [UInt8]) {
        // Written byte by byte into the caller's bytes: as a string, with an array of roles for each creator of no role
        // said, or split into words and made a string, they took several times the instructions (docs/PERFORMANCE.md).
        let start = text.count
        for creator in creators {
            // A creator with no role said is a composer (`CreatorRole.isComposer`).
            let roles = creator.roles.isEmpty ? Self.unsaidRoles : creator.roles
            var name = creator.name.name
            name.withUTF8 { name in
                for role in roles {
                    let key = role.key.utf8
                    var isInWord = false
                    for byte in name {
                        if CreatorRole.isBetweenWords(byte) {
                            isInWord = false
                            continue
                        }
                        if !isInWord {
                            if text.count > start { text.append(UInt8(ascii: " ")) }
                            text.append(contentsOf: key)
                            isInWord = true
                        }
                        text.append(byte)
                    }
                }
            }
        }
    }

    private static let unsaidRoles = [CreatorRole.composer]
}
