extension Item {
    /// The creators under each role other than composer, roles in the order the catalogue first names them:
    /// what the detail view and `forte show` list after the composers (`Lyricist: J. Harrington, 1865-1899`).
    public var creatorsByRole: [(role: CreatorRole, creators: [Creator])] {
        var groups: [(role: CreatorRole, creators: [Creator])] = []
        for creator in people {
            for role in creator.roles where role != .composer {
                if let index = groups.firstIndex(where: { $0.role == role }) {
                    groups[index].creators.append(creator)
                } else {
                    groups.append((role, [creator]))
                }
            }
        }
        return groups
    }
}

extension Item {
    /// Everyone the record names, with their roles: the creators (`dc:creator`, or MARC `100`/`700`, MODS `name`),
    /// then the contributors (`dc:contributor`), a name in a role once however often catalogued. Names that are no
    /// one (`Anonymous`) are kept, marked by `Creator.isPerson`.
    public var people: [Creator] {
        // Each read from the record's bytes into the one array: decoded into arrays, mapped and joined, they cost every
        // item four arrays more.
        var people: [Creator] = []
        func add(_ creator: Creator) {
            guard !creator.name.name.isEmpty,
                !people.contains(where: { $0.name.name == creator.name.name && $0.impliedRoles == creator.impliedRoles }
                )
            else { return }
            people.append(creator)
        }
        metadata.forEachValue(of: .creator) { add(Creator(parsing: String(decoding: $0, as: UTF8.self))) }
        metadata.forEachValue(of: .contributor) {
            add(Creator(parsingContributor: String(decoding: $0, as: UTF8.self)))
        }
        return people
    }

    /// The people in a role (`people`, a creator with no role said being a composer), in catalogued order.
    public func people(in role: CreatorRole) -> [Creator] {
        people.filter { $0.impliedRoles.contains(role) }
    }
}

extension CreatorRole {
    /// `Lyricist`, `Former owner`: the role as a label.
    public var label: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}

extension ComposerName {
    /// `J. Harrington, 1865-1899`: the name with its life dates, when the catalogue gives them.
    public var withLifeDates: String { lifeDates.map { "\(name), \($0)" } ?? name }
}
