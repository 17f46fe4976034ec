// Times the derived fields the index computes for every harvested record.
// Built with ForteCatalog's sources as one module by tools/bench-derived, with the tests' rendering of the USC
// catalogue and the fixture server's records.
// Reports CPU time, which a machine shared with other work inflates less than wall time.
#if canImport(Glibc)
    import Glibc
#else
    import Darwin
#endif

@main
struct BenchmarkDerived {
    static let titles = [
        "The Wattle Blossom waltz [music] / words by Ada Lee ; music by John Smith", "Anzac march [Music] /",
        "Pōkarekare ana [music]", "Étoile du soir [ music ] : for piano", "荒城の月 [music]", "'Tis the last rose",
        "Grüß Gott, du schöner Maien", "...and the band played on", "Slavnostní pochod [score]",
        "Under the Southern Cross", "A little bird [music] : song", "Dad & Dave polka",
    ]
    static let creators = [
        ["Smith, John, 1870-1935, composer"], ["Paling, W. H. (William Henry), 1825-1895", "Lee, Ada, lyricist"],
        ["Dvořák-Brown, Jiří, b. 1874, arranger"], ["Albert & Son"],
        ["Elgar, Edward, Sir, 1857-1934", "Hart, Lily, words by"],
        ["Te Rangi, Hēmi"],
        ["Smith, Ada Keiko, 1901-1980, composer", "Hill, George", "Clarke, F. F. (Frances Florence)"],
    ]
    static let dates = [
        ["[ca. 1910]"], ["c1963"], ["n.d."], ["[191-?]"], ["between 1880 and 1889"], [], ["12/3/1915"], ["19--"],
    ]
    static let identifiers = [["(FORTE-DEMO)0000001"], ["http://nla.gov.au/nla.mus-an0000002", "(FORTE-DEMO)0000002"]]

    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        switch arguments.first {
        case nil: timeDerivedFields()
        case "facets": timeFacets(of: catalogue(arguments.dropFirst().first), arguments: arguments.dropFirst(2))
        case "facets-dump": dumpFacets(of: catalogue(arguments.dropFirst().first))
        default: usage()
        }
    }

    static func usage() -> Never {
        print("usage: bench-derived [facets usc|fixture [--rounds N] | facets-dump usc|fixture]")
        exit(64)
    }

    /// The University of South Carolina's records rendered as the tests render them (`USCCatalogue`), or records
    /// as the fixture server generates them (`FixtureRecord.generated`, in `oai_dc`).
    static func catalogue(_ name: String?) -> [Item] {
        switch name {
        case "usc":
            guard USCCatalogue.isPresent, let records = try? USCCatalogue.records() else {
                print("bench-derived: \(USCCatalogue.path) is absent")
                exit(66)
            }
            return records.map(\.item)
        case "fixture":
            return (0..<100_000).map { number in
                let record = FixtureRecord.generated(number)
                var metadata = DublinCore()
                metadata.title = [record.title]
                metadata.creator = [record.creator]
                metadata.date = [record.date]
                metadata.type = ["Music"]
                metadata.identifier = ["http://fixture.test/" + record.identifier]
                return Item(identifier: record.identifier, datestamp: record.datestamp, metadata: metadata)
            }
        default: usage()
        }
    }

    /// Times every facet's values of each item: through one `FacetReader` for the whole catalogue (a harvest
    /// thread's), one for each page of 100 items, and without one (`Facet.values(of:)`).
    static func timeFacets(of items: [Item], arguments: ArraySlice<String>) {
        let rounds = arguments.first == "--rounds" ? arguments.dropFirst().first.flatMap { Int($0) } ?? 5 : 5
        func checksum(_ values: [Facet: [FacetValue]]) -> Int {
            values.values.reduce(0) { $0 &+ $1.reduce(0) { $0 &+ $1.key.utf8.count &+ $1.display.utf8.count } }
        }
        let ways: [(String, () -> Int)] = [
            (
                "facets, one reader",
                {
                    var reader = FacetReader()
                    return items.reduce(0) { $0 &+ checksum(reader.values(of: $1)) }
                }
            ),
            (
                "facets, a reader a page of 100",
                {
                    var sum = 0
                    for start in stride(from: 0, to: items.count, by: 100) {
                        var reader = FacetReader()
                        for item in items[start..<min(start + 100, items.count)] {
                            sum &+= checksum(reader.values(of: item))
                        }
                    }
                    return sum
                }
            ),
            ("facets, no reader", { items.reduce(0) { $0 &+ checksum(Facet.values(of: $1)) } }),
        ]
        for (name, way) in ways {
            var sum = 0
            var best = Double.infinity
            for _ in 1...rounds {
                let start = clock()
                sum &+= way()
                best = min(best, Double(clock() - start) / Double(CLOCKS_PER_SEC) * 1e6)
            }
            let each = (best / Double(items.count) * 100).rounded() / 100
            print("\(name): \(Int(best / 1000)) ms CPU for \(items.count) items, \(each) µs an item (checksum \(sum))")
        }
    }

    /// Every item's facet values, display and key, a line each: to compare a derivation before and after a change.
    static func dumpFacets(of items: [Item]) {
        var reader = FacetReader()
        for item in items {
            let values = Facet.values(of: item)
            if reader.values(of: item) != values { print("\(item.identifier): the reader differs") }
            for facet in Facet.allCases {
                for value in values[facet] ?? [] {
                    print("\(item.identifier)\t\(facet)\t\(value.display)\t\(value.key)")
                }
            }
        }
    }

    static func timeDerivedFields() {
        let count = 100_000
        let items = (0..<count).map { index in
            var metadata = DublinCore()
            metadata.title = [titles[index % titles.count] + " \(index)"]
            metadata.creator = creators[index % creators.count]
            metadata.date = dates[index % dates.count]
            metadata.identifier = identifiers[index % identifiers.count]
            return Item(identifier: "oai:bench:\(index)", metadata: metadata)
        }
        let fields: [(String, (Item) -> Int)] = [
            ("baseline: title length", { $0.metadata.title.first?.utf8.count ?? 0 }),
            ("baseline: title copied", { String($0.metadata.title.first ?? "").utf8.count }),
            ("display title", { $0.displayTitle.utf8.count }),
            ("sort title", { $0.sortTitle.utf8.count }),
            ("sort key", { $0.sortKey.utf8.count }),
            ("decade", { $0.decade?.startYear ?? 0 }),
            ("composers", { $0.composers.reduce(0) { $0 &+ $1.name.utf8.count } }),
            ("web link", { $0.webLink?.utf8.count ?? 0 }),
            (
                "all of them",
                {
                    $0.sortKey.utf8.count &+ $0.displayTitle.utf8.count &+ ($0.decade?.startYear ?? 0)
                        &+ $0.composers.count &+ ($0.webLink?.utf8.count ?? 0)
                }
            ),
        ]
        for (name, field) in fields {
            // The best of five rounds: the machine may be busy with other work.
            var checksum = 0
            var best = Double.infinity
            for _ in 1...5 {
                let start = clock()
                for item in items { checksum &+= field(item) }
                best = min(best, Double(clock() - start) / Double(CLOCKS_PER_SEC) * 1e6)
            }
            let microseconds = best
            print(
                "\(name): \(Int(microseconds / 1000)) ms CPU for \(count) items, \((microseconds / Double(count) * 100).rounded() / 100) µs an item (checksum \(checksum))"
            )
        }
    }
}
