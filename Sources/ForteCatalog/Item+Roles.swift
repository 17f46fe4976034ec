extension Item {
    /// The creators under each role other than composer, roles in the order the catalogue first names them:
    /// what the detail view and `forte show` list after the composers (`Lyricist: J. Harrington, 1865-1899`).
    public var creatorsByRole: [(role: CreatorRole, creators: [Creator])] {
        var groups: [(role: CreatorRole, creators: [Creator])] = []
        for creator in creators where !creator.name.name.isEmpty {
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

extension CreatorRole {
    /// `Lyricist`, `Former owner`: the role as a label.
    public var label: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}

extension ComposerName {
    /// `J. Harrington, 1865-1899`: the name with its life dates, when the catalogue gives them.
    public var withLifeDates: String { lifeDates.map { "\(name), \($0)" } ?? name }
}
