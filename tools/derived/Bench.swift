// Times the derived fields the index computes for every harvested record.
// Built with ForteCatalog's sources as one module by tools/bench-derived.
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
        ["Dvořák-Brown, Jiří, b. 1874, arranger"], ["Albert & Son"], ["Elgar, Edward, Sir, 1857-1934", "Hart, Lily, words by"],
        ["Te Rangi, Hēmi"], ["Smith, Ada Keiko, 1901-1980, composer", "Hill, George", "Clarke, F. F. (Frances Florence)"],
    ]
    static let dates = [["[ca. 1910]"], ["c1963"], ["n.d."], ["[191-?]"], ["between 1880 and 1889"], [], ["12/3/1915"], ["19--"]]
    static let identifiers = [["(FORTE-DEMO)0000001"], ["http://nla.gov.au/nla.mus-an0000002", "(FORTE-DEMO)0000002"]]

    static func main() {
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
            ("all of them", { $0.sortKey.utf8.count &+ $0.displayTitle.utf8.count &+ ($0.decade?.startYear ?? 0) &+ $0.composers.count &+ ($0.webLink?.utf8.count ?? 0) }),
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
            print("\(name): \(Int(microseconds / 1000)) ms CPU for \(count) items, \((microseconds / Double(count) * 100).rounded() / 100) µs an item (checksum \(checksum))")
        }
    }
}
