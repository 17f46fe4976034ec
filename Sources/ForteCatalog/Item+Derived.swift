extension Item {
    /// The first `dc:title` as shown: designations removed, `Untitled` when there is none.
    public var displayTitle: String { Title.display(metadata.firstValue(of: .title) ?? "") }
    /// The display title as A to Z reads it: `The Rose` files under R.
    public var sortTitle: String { Title.sort(displayTitle) }
    /// The folded sort title the index orders by; its first character is the A–Z letter.
    public var sortKey: String { Title.sortKey(ofDisplayTitle: displayTitle) }
    /// The decade of the first `dc:date` that yields one; nil is "Undated".
    public var decade: Decade? { year.map { Decade(startYear: $0) } }
    /// The year of the first `dc:date` that yields one (see `Decade.year(parsing:)`), for ordering by date.
    public var year: Int? {
        // Read from the record's bytes: decoded into an array first, they cost every item an array.
        var year: Int?
        metadata.forEachValue(of: .date) { value in
            if year == nil { year = Decade.year(parsing: String(decoding: value, as: UTF8.self)) }
        }
        return year
    }
    /// Every `dc:creator` as catalogued, with its name, dates and roles read.
    public var creators: [Creator] { metadata.creator.map(Creator.init(parsing:)) }
    /// The composers among the creators (named so, or with no role said), each name once, in catalogued order.
    public var composers: [ComposerName] { Self.composers(among: creators) }

    /// The composers among `creators` (see `composers`): for a caller that has read the creators already.
    public static func composers(among creators: [Creator]) -> [ComposerName] {
        // One pass, into one array: filtered, mapped and filtered again, they made three arrays an item, which a sync
        // paid for at every item.
        var composers: [ComposerName] = []
        // The names seen, from the second composer on: most items have one or none, and no set to build.
        var seen: Set<String> = []
        for creator in creators where creator.isComposer && !creator.name.name.isEmpty {
            if composers.count == 1 { seen.insert(composers[0].name) }
            if composers.isEmpty || seen.insert(creator.name.name).inserted { composers.append(creator.name) }
        }
        return composers
    }
    /// The first `dc:identifier` that is an http(s) URL, without surrounding whitespace.
    public var webLink: String? {
        metadata.identifier.lazy.map { tidyingWhitespace($0[...]) }.first(where: Self.isWebURL)
    }

    /// `http://…` or `https://…`, scheme in any case, with no space in it.
    static func isWebURL(_ text: String) -> Bool {
        let bytes = text.utf8
        guard !bytes.contains(UInt8(ascii: " ")) else { return false }
        let scheme = bytes.prefix { $0 != UInt8(ascii: ":") }
        // ASCII letters only: H, T, P, S are the only bytes that can match.
        let lowercased = scheme.lazy.map { $0 | 0x20 }
        let rest = bytes.dropFirst(scheme.count)
        return (lowercased.elementsEqual("http".utf8) || lowercased.elementsEqual("https".utf8))
            && rest.starts(with: "://".utf8) && rest.count > 3
    }
}
