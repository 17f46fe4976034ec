import ForteCatalog
import ForteIndex
import ForteSearch
import Foundation

extension CatalogIndex: SearchableCatalog {}

/// `IndexBenchmark search PATH`: what a keystroke in browse's search prompt asks of the index, as the
/// query grows a letter at a time (the first page of 500, best first), the true count that follows when the
/// keys pause, and typo suggestions (the whole search, corrected, that follows when no key waits); beside a
/// page of All, the peer every other key reads. Given queries, the first page of each alone, and its true count.
func searchBenchmark(_ path: String, typed queries: [String] = []) throws {
    let index = try CatalogIndex(readingAt: path)
    let searcher = Searcher(index)
    let limit = 500  // BrowseSession.searchLimit
    func report(_ label: String, runs: Int = 11, _ work: () throws -> Void) throws {
        try work()  // warm
        var times: [Double] = []
        let cpuBefore = cpuSeconds()
        for _ in 0..<runs { times.append(try seconds(work) * 1000) }
        let cpu = (cpuSeconds() - cpuBefore) / Double(runs) * 1000
        times.sort()
        print(
            String(
                format: "  %-44@ median %7.2f ms, max %7.2f ms wall; %7.2f ms CPU", label as NSString, times[runs / 2],
                times[runs - 1], cpu))
    }
    print("search on \(try index.count(.all)) items (\(11) warm runs each):")
    guard queries.isEmpty else {
        for text in queries {
            var outcome: SearchOutcome?
            try report("“\(text)”") { outcome = try searcher.findAsTyped(text, limit: limit) }
            if let plan = outcome?.plan { try report("  its true count", runs: 5) { _ = try index.searchCount(plan) } }
        }
        return
    }
    try report("peer: summaries(All, 0, 50)") { _ = try index.summaries(.all, offset: 0, limit: 50) }
    let typed = [
        "s", "a", "t", "w", "wa", "wal", "walt", "waltz", "waltz r", "waltz ro", "waltz rose", "waltz rose d",
        "waltz rose dawn",
        "dvo", "dvořák wal", "composer:", "composer:dvo waltz", "\"rose waltz\"", "waltz -rose", "rose OR dawn",
        "decade:1910s waltz",
        "year:1914 waltz",
    ]
    print("first page (\(limit) results), as each key is typed (typos are corrected apart, below):")
    for text in typed {
        try report("“\(text)”") { _ = try searcher.findAsTyped(text, limit: limit) }
    }
    print("true count, once the keys pause:")
    for text in ["w", "waltz", "waltz rose", "waltz rose dawn", "dvo"] {
        let plan = SearchQuery(parsing: text).plan()
        var count = 0
        try report("“\(text)”", runs: 5) { count = try index.searchCount(plan) }
        print("    = \(count)")
    }
    // Within a composer (browse searches within the composer selected), the smallest and the largest a list of
    // ScopedText.maxItems (2,000) or fewer holds, and one larger: first page and count.
    let composers = try index.composerCounts(in: .all).filter { $0.value != CatalogFilter.noComposer }.sorted {
        $0.count < $1.count
    }
    let small = composers.first { $0.count >= 100 }, large = composers.last { $0.count <= 2_000 },
        larger = composers.last
    for composer in [small, large, larger].compactMap({ $0 }) {
        let scope = CatalogFilter(composer: composer.value)
        print("within the composer \(composer.value) (\(composer.count) items), first page and count:")
        for text in ["w", "a", "l", "walt", "waltz rose"] {
            try report("“\(text)”") {
                let outcome = try searcher.find(text, within: scope, limit: limit)
                _ = try index.searchCount(outcome.plan)
            }
        }
    }
    print("typo suggestions (the whole search: nothing found, the word looked up, searched again):")
    for text in ["walts", "lulaby", "sweethaert", "schotisshe", "harbuor rose", "zzzzqqq"] {
        var note = ""
        try report("“\(text)”") { note = try searcher.find(text, limit: limit).correctionNote ?? "no suggestion" }
        print("    → \(note)")
    }
}
