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

    /// A `dc:contributor` as catalogued: like a creator, but one whose heading says no role is a `contributor`, not a
    /// composer.
    public init(parsingContributor heading: String) {
        self.init(parsing: heading)
        if roles.isEmpty { roles = [.contributor] }
    }

    /// Whether the creator counts as a composer (`CreatorRole.isComposer`).
    public var isComposer: Bool { CreatorRole.isComposer(roles) }

    /// The roles, a creator with none said being a composer: what lists of people by role read.
    public var impliedRoles: [CreatorRole] { roles.isEmpty ? [.composer] : roles }

    /// Whether the creator is a person to list among people (`ComposerName.isPerson`).
    public var isPerson: Bool { name.isPerson }
}
