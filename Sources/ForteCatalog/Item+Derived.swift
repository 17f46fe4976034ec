extension Item {
    /// The first `dc:title` as shown: designations removed, `Untitled` when there is none.
    public var displayTitle: String { Title.display(metadata.title.first ?? "") }
    /// The display title as A to Z reads it: `The Rose` files under R.
    public var sortTitle: String { Title.sort(displayTitle) }
    /// The folded sort title the index orders by; its first character is the A–Z letter.
    public var sortKey: String { Title.sortKey(sortTitle) }
    /// The decade of the first `dc:date` that yields one; nil is "Undated".
    public var decade: Decade? { metadata.date.lazy.compactMap(Decade.init(parsing:)).first }
    /// The composers from `dc:creator`, each name once, in catalogued order.
    public var composers: [ComposerName] {
        var seen: Set<String> = []
        return metadata.creator.map(ComposerName.init(parsing:)).filter { !$0.name.isEmpty && seen.insert($0.name).inserted }
    }
    /// The first `dc:identifier` that is an http(s) URL, without surrounding whitespace.
    public var webLink: String? {
        metadata.identifier.lazy.map { tidyingWhitespace($0) }.first(where: Self.isWebURL)
    }

    private static func isWebURL(_ text: String) -> Bool {
        guard !text.contains(" ") else { return false }
        let scheme = text.prefix { $0 != ":" }.lowercased()
        let rest = text.dropFirst(scheme.count)
        return (scheme == "http" || scheme == "https") && rest.hasPrefix("://") && rest.count > 3
    }
}
