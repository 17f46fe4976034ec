extension CreatorRole {
    /// The role as one word, for the full-text index (`former owner` → `formerowner`).
    public var key: String { String(rawValue.filter { $0.isLetter }) }

    /// The words of `text` (runs of letters and digits), each behind the role's key: what the full-text index
    /// keeps of a creator in this role, and what `lyricist:harr` looks for (`lyricistharr`).
    public func keyed(_ text: some StringProtocol) -> [String] {
        text.split { !($0.isLetter || $0.isNumber) }.map { key + $0 }
    }
}

extension Item {
    /// Each creator's name, word by word, behind each of its roles' keys (composers, and creators with no role,
    /// behind `composer`): `composerantonín composerdvořák lyricistharrington`. The full-text index searches it
    /// for a role (`composer:dvorak`, `lyricist:harrington`), so that a lyricist is never found as a composer.
    public var roleWords: String {
        creators.flatMap { creator in
            (creator.isComposer && !creator.roles.contains(.composer) ? [.composer] + creator.roles : creator.roles)
                .flatMap { $0.keyed(creator.name.name) }
        }.joined(separator: " ")
    }
}
