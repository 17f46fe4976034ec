/// A creator of an item as its catalogue names it: the heading as catalogued, and the name, life dates and
/// roles read from it (`Harrington, J. (Jessie), 1865-1899., lyricist` → `J. Harrington`, `1865-1899`, lyricist).
public struct Creator: Sendable, Hashable {
    /// The heading as the catalogue wrote it.
    public var catalogued: String
    /// The name as items group by, with the life dates apart.
    public var name: ComposerName
    /// What the creator did, in catalogued order; empty when the heading does not say.
    public var roles: [CreatorRole]

    public init(parsing heading: String) {
        catalogued = heading
        (name, roles) = ComposerName.parsing(heading)
    }

    /// Whether the creator counts as a composer (`CreatorRole.isComposer`).
    public var isComposer: Bool { CreatorRole.isComposer(roles) }
}
