import ForteCatalog

/// `forte show --json`: an item's fields as catalogued plus the derived ones, keys sorted. Absent values
/// are `null`. Each creator is an object: the heading as catalogued, the name and dates read from it, and its
/// role (`"lyricist"`; several joined by `, `; `null` when the catalogue names none). `people` are the creators and
/// contributors alike, each with every role it has (a creator with none: `composer`) and whether it is a person
/// (`Various` is not). `facets` has each facet's values (`Facet`). Repeatable fields shown as one string are
/// joined: dates and publishers with `; `, descriptions with newlines.
public enum ItemJSON {
    /// `pictures`: where the item's pictures are, when its source's rule says (see `CoverLinks`); else its own links.
    public static func line(_ item: Item, pictures: CoverLinks? = nil, isFavourite: Bool) -> String {
        let metadata = item.metadata
        let pictures = pictures ?? item.coverLinks
        return JSONLine.write { json in
            json.object {
                $0.field("composers", item.composers.map(\.name))
                $0.field("cover", pictures.cover)
                $0.key("creators")
                $0.objects(item.creators) { json, creator in
                    json.field("catalogued", creator.catalogued)
                    json.field("dates", creator.name.lifeDates)
                    json.field("name", creator.name.name)
                    json.field(
                        "role", creator.roles.isEmpty ? nil : creator.roles.map(\.rawValue).joined(separator: ", "))
                }
                $0.field("date", metadata.date.joinedOrNil("; "))
                $0.field("datestamp", item.datestamp)
                $0.field("decade", item.decade?.description)
                $0.field("description", metadata.description.joinedOrNil("\n"))
                let facets = Facet.values(of: item)
                $0.key("facets")
                $0.object { json in
                    for facet in Facet.allCases { json.field(facet.rawValue, (facets[facet] ?? []).map(\.display)) }
                }
                $0.field("favourite", isFavourite)
                $0.field("id", item.identifier)
                $0.key("people")
                $0.objects(item.people) { json, person in
                    json.field("catalogued", person.catalogued)
                    json.field("dates", person.name.lifeDates)
                    json.field("name", person.name.name)
                    json.field("person", person.isPerson)
                    json.field("roles", person.impliedRoles.map(\.rawValue))
                }
                $0.field("publisher", metadata.publisher.joinedOrNil("; "))
                $0.field("sortTitle", item.sortTitle)
                $0.field("source", item.source)
                $0.field("subjects", metadata.subject)
                $0.field("thumbnail", pictures.thumbnail)
                $0.field("title", item.displayTitle)
                $0.field("url", item.webLink)
            }
        }
    }
}

private extension Array<String> {
    func joinedOrNil(_ separator: String) -> String? { isEmpty ? nil : joined(separator: separator) }
}
