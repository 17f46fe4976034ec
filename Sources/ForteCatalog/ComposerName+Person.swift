extension ComposerName {
    /// Whether the name is a person's (or a firm's): not a cataloguer's word for no one in particular (`Various`,
    /// `Anonymous`, `Traditional`, `Spiritual`, `Unknown`). Such a name stays searchable and shown, but is never
    /// listed among people.
    ///
    /// Read by bytes, its letters' ASCII case folded: the words that name no one are ASCII, and a sync asks it of
    /// every name (by characters, splitting on Unicode's letters, it cost a sync more than its facets).
    public var isPerson: Bool {
        // Its words, lower case, one space apart (a byte beyond ASCII is a letter, as `Character.isLetter` has it
        // for names), into room on the stack for the longest word that names no one: a name longer is someone's, and
        // an array for every name cost a sync an allocation a creator.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.longestNoOne) { words in
            var count = 0  // the words' bytes, those past the room too
            var firstWordEnd: Int?
            var isInWord = false
            func append(_ byte: UInt8) {
                if count < words.count { words[count] = byte }
                count += 1
            }
            for byte in name.utf8 {
                let folded = byte < 0x80 ? byte | 0x20 : byte
                guard byte >= 0x80 || (0x61...0x7A).contains(folded) else {
                    if isInWord, firstWordEnd == nil { firstWordEnd = count }
                    isInWord = false
                    continue
                }
                if !isInWord, count > 0 { append(0x20) }
                append(folded)
                isInWord = true
            }
            guard count > 0 else { return false }
            let firstCount = firstWordEnd ?? count
            // Lengths first: compared byte by byte as collections, every name cost a sync more than its own reading.
            // A length that matches is within the room.
            return !Self.noOneBytes.contains { noOne in
                noOne.count == firstCount && noOne.elementsEqual(words[..<firstCount])
                    || noOne.count == count && noOne.elementsEqual(words[..<count])
            }
        }
    }

    private static let longestNoOne = noOnes.map(\.utf8.count).max() ?? 0

    private static let noOneBytes = noOnes.map { Array($0.utf8) }

    /// The words that name no one, alone or as the name's first word (`Traditional Irish air`).
    private static let noOnes = [
        "various", "anonymous", "anon", "traditional", "trad", "spiritual", "spirituals", "unknown", "folk",
        "folksong", "hymn", "not identified", "composer unknown", "author unknown", "negro spiritual",
        "african american spiritual",
    ]
}
