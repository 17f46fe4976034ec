import ForteCatalog
import ForteIndex
import ForteSearch
import Foundation
import MusicVocabulary

/// `IndexBenchmark build PATH COUNT [COVERS] [--music]`: a fresh index of COUNT generated items, applied in pages of
/// 1,000; with COVERS (a URL), item N links to a picture of its own there, `COVERS/N.png` (for tools/bench-covers). The
/// items have a few subjects and five publishers; with --music they are catalogued in a music library's words, as
/// many as a large catalogue has (MusicVocabulary: from ../shared/realworld-music/usc/, or built-in lists without it).
/// `IndexBenchmark vocabulary COUNT`: how many distinct values each facet (and each role of people) has among the first
/// COUNT items of --music, as forte derives them, and the commonest of each.
/// `IndexBenchmark apply PATH`: 100,000 items through 1,000 pages of 100 into a fresh index, timed;
/// then an incremental harvest of 100 changed items into it, completed, timed (`incremental PATH` repeats that).
/// `IndexBenchmark browse PATH`: times each question the browse screen asks, at the start, middle and
/// end of All, of the largest decade and of the most prolific composer.
/// `IndexBenchmark search PATH`: times the search prompt's questions (see SearchBenchmark.swift).
/// `IndexBenchmark names PATH`: the largest decade and the most prolific composer, for tools/bench-index.

func seconds(_ work: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try work()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// User and system CPU time of this process so far: on a shared machine, wall time says little.
func cpuSeconds() -> Double {
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    let time = { (t: timeval) in Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
    return time(usage.ru_utime) + time(usage.ru_stime)
}

func harvest(
    count: Int, pageSize: Int, into path: String, covers: String? = nil,
    music: MusicVocabulary? = nil
) throws {
    try? FileManager.default.removeItem(atPath: path)
    for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    let index = try CatalogIndex(path: path, create: true)
    var generator = CatalogGenerator()
    var source = Source(name: "bench", url: "http://127.0.0.1/oai")
    source.pendingHarvestStart = "2024-01-01T00:00:00Z"
    // Only the applying is timed, not the generating.
    var total = (wall: 0.0, cpu: 0.0)
    var last = (wall: 0.0, cpu: 0.0)
    for start in stride(from: 0, to: count, by: pageSize) {
        let items = (start..<min(start + pageSize, count)).map { number in
            var item = generator.item(number, music: music)
            if let covers { item.metadata.relation.append("\(covers)/\(number).png") }
            return item
        }
        let isLast = start + pageSize >= count
        source.pendingToken = isLast ? nil : "token-\(start)"
        let batch = IndexBatch(source: source, upserts: items)
        let time = try timed { try index.apply(batch) }
        total = (total.wall + time.wall, total.cpu + time.cpu)
        if isLast { last = time }
    }
    print(
        String(
            format:
                "apply: %d items in pages of %d: %.2f s wall (%.0f items/s), %.2f s CPU; the last page with the completion step %.3f s wall, %.3f s CPU",
            count, pageSize, total.wall, Double(count) / total.wall, total.cpu, last.wall, last.cpu))
}

/// An incremental harvest into the index `harvest` built: `changes` items of it retitled, in one page that completes it.
func incremental(changes: Int, of count: Int, into path: String) throws {
    let index = try CatalogIndex(path: path, create: false)
    var generator = CatalogGenerator()
    let every = count / changes
    var items = (0..<count).map { generator.item($0) }.enumerated().filter { $0.offset % every == 0 }.map(\.element)
    // Titles no run has given them yet, so that every run changes them.
    let run = DispatchTime.now().uptimeNanoseconds
    for i in items.indices { items[i].metadata.title = ["Changed \(run) \(i) [music]"] }
    var source = Source(name: "bench", url: "http://127.0.0.1/oai")
    source.lastCompleteHarvest = "2024-01-01T00:00:00Z"
    source.pendingHarvestStart = "2024-02-01T00:00:00Z"
    let time = try timed { try index.apply(IndexBatch(source: source, upserts: items)) }
    print(
        String(
            format: "incremental: %d changed items in a %d-item index, applied and completed: %.3f s wall, %.3f s CPU",
            items.count, try index.count(.all), time.wall, time.cpu))
}

func timed(_ work: () throws -> Void) rethrows -> (wall: Double, cpu: Double) {
    let cpuBefore = cpuSeconds()
    let wall = try seconds(work)
    return (wall, cpuSeconds() - cpuBefore)
}

func largestDecade(_ index: CatalogIndex) throws -> Decade? {
    try index.decadeCounts().max { $0.count < $1.count }!.value
}

func busiestComposer(_ index: CatalogIndex) throws -> String {
    try index.composerCounts(in: .all).max { $0.count < $1.count }!.value
}

func browse(_ path: String) throws {
    let index = try CatalogIndex(readingAt: path)
    let decade = try largestDecade(index)
    let composer = try busiestComposer(index)
    let filters: [(String, CatalogFilter)] = [
        ("All", .all),
        ("decade \(decade?.description ?? "undated")", CatalogFilter(shelf: .decade(decade))),
        ("composer \(composer)", CatalogFilter(composer: composer)),
        (
            "\(composer) in \(decade?.description ?? "undated")",
            CatalogFilter(shelf: .decade(decade), composer: composer)
        ),
    ]
    func report(_ label: String, _ work: () throws -> Void) throws {
        try work()  // warm
        let runs = 20
        let cpuBefore = cpuSeconds()
        let wall = try seconds { for _ in 0..<runs { try work() } } / Double(runs)
        let cpu = (cpuSeconds() - cpuBefore) / Double(runs)
        print(String(format: "  %-62@ %7.3f ms wall %7.3f ms CPU", label as NSString, wall * 1000, cpu * 1000))
    }
    print(
        "browse questions on \(try index.count(.all)) items (mean of 20 warm runs; CPU time, as the machine may be shared):"
    )
    try report("decadeCounts") { _ = try index.decadeCounts() }
    try report("composerCounts(all)") { _ = try index.composerCounts(in: .all) }
    try report("composerCounts(\(decade?.description ?? "undated"))") {
        _ = try index.composerCounts(in: .decade(decade))
    }
    try report("search(\"waltz rose\")") { _ = try index.search(SearchQuery(parsing: "waltz rose").plan(), limit: 50) }
    try report("search(\"austral\")") { _ = try index.search(SearchQuery(parsing: "austral").plan(), limit: 50) }
    for (name, filter) in filters {
        let count = try index.count(filter)
        try report("\(name): count = \(count)") { _ = try index.count(filter) }
        for (place, offset) in [("start", 0), ("middle", count / 2), ("end", max(count - 50, 0))] {
            let identifier = try index.summaries(filter, offset: offset, limit: 1).first!.identifier
            try report("\(name): summaries 50 at \(place)") {
                _ = try index.summaries(filter, offset: offset, limit: 50)
            }
            try report("\(name): position of the item at \(place)") {
                _ = try index.position(of: identifier, in: filter)
            }
            try report("\(name): item at \(place)") { _ = try index.item(identifier) }
        }
        for letter: Character in ["A", "M", "Z"] {
            try report("\(name): firstPosition(ofLetter: \(letter))") {
                _ = try index.firstPosition(ofLetter: letter, in: filter)
            }
        }
    }
    let favourite = try index.summaries(.all, offset: 0, limit: 1).first!.identifier
    let writable = try CatalogIndex(path: path, create: false)
    try report("setFavourite on and off") {
        try writable.setFavourite(favourite, true)
        try writable.setFavourite(favourite, false)
    }
}

/// Each count a browse pane asks for at a million items, in a fresh catalog (its first, as a session's) and again: the
/// composers and the decades within no choice, within the largest decade, within a facet's value and within two, and
/// each facet's values within no choice.
func counts(_ path: String) throws {
    func report(_ label: String, _ work: (CatalogIndex) throws -> Int) throws {
        let index = try CatalogIndex(readingAt: path)
        // Opened, as browse's first frame leaves it.
        _ = try index.count(.all)
        var count = 0
        let first = try timed { count = try work(index) }
        let again = try timed { _ = try work(index) }
        print(
            String(
                format: "  %-44@ %6d values: first %7.2f ms CPU, again %7.2f ms CPU", label as NSString, count,
                first.cpu * 1000, again.cpu * 1000))
    }
    let index = try CatalogIndex(readingAt: path)
    let decade = try largestDecade(index)
    let instrument = try index.facetCounts(.instrument).max { $0.count < $1.count }!.value.key
    let genre = try index.facetCounts(.genre).max { $0.count < $1.count }!.value.key
    let filters: [(String, CatalogFilter)] = [
        ("All", .all), ("decade \(decade?.description ?? "undated")", CatalogFilter(shelf: .decade(decade))),
        ("instrument \(instrument)", CatalogFilter(facets: [.instrument: instrument])),
        ("\(instrument), genre \(genre)", CatalogFilter(facets: [.instrument: instrument, .genre: genre])),
    ]
    print("counts on \(try index.count(.all)) items (CPU time, a fresh catalog each):")
    for (name, filter) in filters {
        try report("composers within \(name)") { try $0.composerValues(within: filter).count }
        try report("decades within \(name)") { try $0.decadeCounts(within: filter).count }
    }
    for facet in Facet.allCases {
        try report("\(facet.rawValue) within All") { try $0.facetCounts(facet).count }
    }
}

/// What browse's lower pane reads after a choice (Enter) or a choice taken off (`u`), with what every count would read
/// ahead kept (`prepareCounts`), in one catalog, as a session does: within each choice, the decades (in the key's
/// frame), the composers, the items naming none, a facet's values, and the place of an item in composer order; each
/// timed first (the choice's items read) and again.
func choices(_ path: String) throws {
    let index = try CatalogIndex(readingAt: path)
    _ = try index.count(.all)
    let prepared = try timed { try index.prepareCounts() }
    func top(_ facet: Facet, within filter: CatalogFilter = .all) throws -> String {
        try index.facetCounts(facet, within: filter).max { $0.count < $1.count }!.value.key
    }
    let first = try index.facetCounts(.instrument).first!.value.key
    let firstGenre = try index.facetCounts(.genre, within: CatalogFilter(facets: [.instrument: first])).first!.value.key
    let (instrument, genre) = (try top(.instrument), try top(.genre))
    let decade = try largestDecade(index)
    let filters: [(String, CatalogFilter)] = [
        ("instrument \(first)", CatalogFilter(facets: [.instrument: first])),
        ("\(first), genre \(firstGenre)", CatalogFilter(facets: [.instrument: first, .genre: firstGenre])),
        ("instrument \(instrument)", CatalogFilter(facets: [.instrument: instrument])),
        ("\(instrument), genre \(genre)", CatalogFilter(facets: [.instrument: instrument, .genre: genre])),
        (
            "\(instrument) in \(decade?.description ?? "undated")",
            CatalogFilter(shelf: .decade(decade), facets: [.instrument: instrument])
        ),
    ]
    func report(_ label: String, _ work: () throws -> Int) throws {
        var count = 0
        let first = try timed { count = try work() }
        let again = (0..<5).map { _ in (try? timed { _ = try work() })?.cpu ?? .nan }.min()!
        print(
            String(
                format: "  %-50@ %6d: first %7.2f ms CPU, again %7.2f ms CPU", label as NSString, count,
                first.cpu * 1000, again * 1000))
    }
    print(
        String(
            format: "a choice's counts on %d items, what is read ahead (%.1f ms CPU) kept:", try index.count(.all),
            prepared.cpu * 1000))
    for (name, filter) in filters {
        print(" within \(name) (\(try index.count(filter)) items):")
        try report("decades") { try index.decadeCounts(within: filter).count }
        try report("composers") { try index.composerValues(within: filter).count }
        var unnamed = filter
        unnamed.composer = CatalogFilter.noComposer
        try report("items naming no composer") { try index.count(unnamed) }
        try report("subjects") { try index.facetCounts(.subject, within: filter).count }
        var byComposer = filter
        byComposer.order = .composer
        let count = try index.count(byComposer)
        let middle = try index.summaries(byComposer, offset: count / 2, limit: 1).first?.identifier
        try report("place of its middle item in composer order") {
            try middle.flatMap { try index.position(of: $0, in: byComposer) } ?? -1
        }
    }
}

/// The distinct values of each facet, and of the people in each role, among `count` items of the music vocabulary.
func vocabulary(count: Int) {
    let music = MusicVocabulary()
    print("\(count) items catalogued in words from \(music.source):")
    var generator = CatalogGenerator()
    // By key, as the index groups values; each shown by the first form found.
    var facets: [Facet: [String: (display: String, count: Int)]] = [:]
    var people: [String: [String: Int]] = [:]
    for number in 0..<count {
        let item = generator.item(number, music: music)
        for (facet, values) in Facet.values(of: item) {
            for value in values { facets[facet, default: [:]][value.key, default: (value.display, 0)].count += 1 }
        }
        for person in item.people where person.isPerson {
            for role in ["all"] + person.impliedRoles.map(\.rawValue) {
                people[role, default: [:]][person.name.name, default: 0] += 1
            }
        }
    }
    func report(_ label: String, _ counts: [String: Int]) {
        let common = counts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(4).map { "\($0.key) \($0.value)" }
        let name = label.padding(toLength: 12, withPad: " ", startingAt: 0)
        print("  \(name) \(String(counts.count).leftPadded(6)) distinct; commonest: \(common.joined(separator: ", "))")
    }
    for facet in Facet.allCases {
        let values = (facets[facet] ?? [:]).values
        report(facet.rawValue, Dictionary(values.map { ($0.display, $0.count) }, uniquingKeysWith: +))
    }
    for role in people.keys.sorted() { report(role == "all" ? "people" : role, people[role]!) }
}

extension String {
    func leftPadded(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}

let music = CommandLine.arguments.contains("--music") ? MusicVocabulary() : nil
let arguments = CommandLine.arguments.filter { $0 != "--music" }
do {
    switch (arguments.count > 1 ? arguments[1] : "", arguments.count) {
    case ("build", 4), ("build", 5):
        if let music { print("music records from \(music.source)") }
        try harvest(
            count: Int(arguments[3])!, pageSize: 1_000, into: arguments[2],
            covers: arguments.count == 5 ? arguments[4] : nil, music: music)
    case ("vocabulary", 3):
        vocabulary(count: Int(arguments[2])!)
    case ("apply", 3):
        try harvest(count: 100_000, pageSize: 100, into: arguments[2])
        try incremental(changes: 100, of: 100_000, into: arguments[2])
    case ("incremental", 3):
        try incremental(changes: 100, of: 100_000, into: arguments[2])
    case ("browse", 3):
        try browse(arguments[2])
    case ("counts", 3):
        try counts(arguments[2])
    case ("choices", 3):
        try choices(arguments[2])
    case ("search", 3...):
        try searchBenchmark(arguments[2], typed: Array(arguments.dropFirst(3)))
    case ("names", 3):
        let index = try CatalogIndex(readingAt: arguments[2])
        print(try largestDecade(index)?.description ?? "undated")
        print(try busiestComposer(index))
    default:
        let usage =
            "usage: IndexBenchmark build PATH COUNT [COVERS] [--music] | vocabulary COUNT | apply PATH"
            + " | incremental PATH | browse PATH | counts PATH | choices PATH | search PATH [QUERY...] | names PATH"
        FileHandle.standardError.write(Data((usage + "\n").utf8))
        exit(2)
    }
} catch {
    FileHandle.standardError.write(Data("IndexBenchmark: \(error)\n".utf8))
    exit(1)
}
