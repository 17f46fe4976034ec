extension ComposerName {
    /// Whether the name is a person's (or a firm's): not a cataloguer's word for no one in particular (`Various`,
    /// `Anonymous`, `Traditional`, `Spiritual`, `Unknown`). Such a name stays searchable and shown, but is never
    /// listed among people.
    ///
    /// Read by bytes, its letters' ASCII case folded: the words that name no one are ASCII, and a sync asks it of
    /// every name (by characters, splitting on Unicode's letters, it cost a sync more than its facets).
    public var isPerson: Bool {
        // Its words, lower case, one space apart (a byte beyond ASCII is a letter, as `Character.isLetter` has it
        // for names).
        var words: [UInt8] = []
        words.reserveCapacity(name.utf8.count)
        var firstWordEnd: Int?
        var isInWord = false
        for byte in name.utf8 {
            let folded = byte < 0x80 ? byte | 0x20 : byte
            guard byte >= 0x80 || (0x61...0x7A).contains(folded) else {
                if isInWord, firstWordEnd == nil { firstWordEnd = words.count }
                isInWord = false
                continue
            }
            if !isInWord, !words.isEmpty { words.append(0x20) }
            words.append(folded)
            isInWord = true
        }
        guard !words.isEmpty else { return false }
        let first = words[..<(firstWordEnd ?? words.count)]
        // Lengths first: compared byte by byte as collections, every name cost a sync more than its own reading.
        return !Self.noOneBytes.contains { noOne in
            noOne.count == first.count && noOne[...] == first || noOne.count == words.count && noOne == words
        }
    }

    private static let noOneBytes = noOnes.map { Array($0.utf8) }

    /// The words that name no one, alone or as the name's first word (`Traditional Irish air`).
    private static let noOnes = [
        "various", "anonymous", "anon", "traditional", "trad", "spiritual", "spirituals", "unknown", "folk",
        "folksong", "hymn", "not identified", "composer unknown", "author unknown", "negro spiritual",
        "african american spiritual",
    ]
}
