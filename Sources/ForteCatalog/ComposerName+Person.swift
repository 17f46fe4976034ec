extension ComposerName {
    /// Whether the name is a person's (or a firm's): not a cataloguer's word for no one in particular (`Various`,
    /// `Anonymous`, `Traditional`, `Spiritual`, `Unknown`). Such a name stays searchable and shown, but is never
    /// listed among people.
    public var isPerson: Bool {
        let words = name.lowercased().split { !$0.isLetter }
        guard let first = words.first else { return false }
        return !Self.noOnes.contains(String(first)) && !Self.noOnes.contains(words.joined(separator: " "))
    }

    /// The words that name no one, alone or as the name's first word (`Traditional Irish air`).
    private static let noOnes: Set<String> = [
        "various", "anonymous", "anon", "traditional", "trad", "spiritual", "spirituals", "unknown", "folk",
        "folksong", "hymn", "not identified", "composer unknown", "author unknown", "negro spiritual", "african american spiritual",
    ]
}
