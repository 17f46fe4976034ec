import ForteCatalog

/// Runs what a person typed against a catalog: parsed, planned, and when it finds nothing, each word that
/// matches nothing replaced by the nearest word the catalog has.
public struct Searcher {
    public let catalog: any SearchableCatalog

    public init(_ catalog: any SearchableCatalog) {
        self.catalog = catalog
    }

    /// Words two edits away are looked for in at most this many seeks into the words sharing the typed word's first letters.
    static let vocabularyRange = 2_000
    /// At least this many matches are read to put the best first, however few are asked for.
    static let rankedMatches = 200
    /// A candidate's items are counted up to this many, to prefer the commoner of two equally near words.
    static let candidateItems = 1_000

    /// Words are looked up this many at a time between two questions to `shouldStop`: a few milliseconds at a million
    /// items, which a key then waits at most (docs/PERFORMANCE.md, "Search").
    static let lookupsBetweenStops = 32

    /// A prefix is sought as the words it stands for, for the first results, when there are at most this many. FTS5
    /// merges every item of a prefix's words before its first match, where the words themselves are read only as far
    /// as the first results; but each word costs a seek in every segment of the index, to find it and to seek it: a
    /// one-letter prefix of a music catalogue stands for a few hundred words (docs/PERFORMANCE.md, "Search").
    static let completedPrefixWords = 600
    /// At most this many words in all of a query's prefixes, for the first results: a pasted line of letters stays a
    /// query of this size.
    static let completedQueryWords = 2_000
    /// A prefix is sought as the words it stands for, for all its matches (a count, the results past the first, news),
    /// when there are at most this many: FTS5 compares each match with every one of the words, where it merges a
    /// prefix's items once.
    static let completedPrefixWordsThroughout = 32

    /// What `text` finds: as typed, or when that finds nothing, with each word that matches nothing replaced by the
    /// nearest word the catalog has.
    public func find(_ text: String, within scope: CatalogFilter = .all, limit: Int) throws -> SearchOutcome {
        let typed = try findAsTyped(text, within: scope, limit: limit)
        return try corrected(typed, limit: limit) ?? typed
    }

    /// What `text` finds as typed: a keystroke's search, whose typos browse corrects apart (`corrected`), once no key
    /// waits. Looking up a word's hundreds of variants takes longer than a keystroke may at a million items.
    public func findAsTyped(_ text: String, within scope: CatalogFilter = .all, limit: Int) throws -> SearchOutcome {
        let query = SearchQuery(parsing: text)
        let plans = try self.plans(query, within: scope)
        let results = try catalog.search(plans.first, offset: 0, limit: max(limit, Self.rankedMatches), fromEnd: false)
        return SearchOutcome(
            query: query, plan: plans.all, corrections: [],
            results: Self.bestFirst(results, query, limit: limit))
    }

    /// The search `outcome` again, with each word that matches nothing replaced by the nearest word the catalog has;
    /// nil when it found something or no word is near. Throws `CancellationError` when `shouldStop`, asked between
    /// lookups (a millisecond or two apart), says so.
    public func corrected(
        _ outcome: SearchOutcome, limit: Int, shouldStop: () -> Bool = { false }
    ) throws -> SearchOutcome? {
        guard outcome.isCorrectable else { return nil }
        var corrected = outcome.query
        var corrections: [SearchOutcome.Correction] = []
        for (clause, term, word) in outcome.query.correctableWords() {
            let candidates = TypoCandidates(word)
            // The index's first word from the typed one on: the typed word is indexed (as the start of a word) when
            // it starts so, and no word of the index sorts between the two.
            let next = try catalog.firstIndexedWord(from: candidates.word)
            if next?.hasPrefix(candidates.word) == true { continue }
            guard let nearest = try nearestIndexedWord(to: candidates, next: next, shouldStop: shouldStop) else {
                continue
            }
            corrected.replace(word: word, with: nearest, clause: clause, term: term)
            corrections.append(.init(typed: word, corrected: nearest))
        }
        guard !corrections.isEmpty else { return nil }
        let plans = try self.plans(corrected, within: outcome.plan.scope)
        let results = try catalog.search(plans.first, offset: 0, limit: max(limit, Self.rankedMatches), fromEnd: false)
        return SearchOutcome(
            query: corrected, plan: plans.all, corrections: corrections,
            results: Self.bestFirst(results, corrected, limit: limit))
    }

    /// What `text` asks for, as `find` runs it, for a read of its own (a watch's news); empty when it asks for nothing.
    public func plan(for text: String) throws -> SearchPlan {
        var plan = SearchQuery(parsing: text).plan()
        plan.completions = try completions(of: plan, upTo: Self.completedPrefixWordsThroughout)
        return plan
    }

    /// The query as the catalog runs it, each prefix the catalog would be slow to seek as such written as the words
    /// it stands for: for its first results, and for all its matches.
    private func plans(
        _ query: SearchQuery, within scope: CatalogFilter
    ) throws
        -> (first: SearchPlan, all: SearchPlan)
    {
        var first = query.plan(within: scope)
        first.completions = try completions(of: first, upTo: Self.completedPrefixWords, inAll: Self.completedQueryWords)
        var all = first
        all.completions = first.completions.filter { $0.value.count <= Self.completedPrefixWordsThroughout }
        return (first, all)
    }

    /// The words each prefix of `plan` stands for, when there are at most `limit` and, with those of the prefixes
    /// before it, `total` (no entry when there are more).
    private func completions(
        of plan: SearchPlan, upTo limit: Int,
        inAll total: Int = .max
    ) throws -> [String: [String]] {
        var completions: [String: [String]] = [:]
        var (left, seen) = (total, Set<String>())
        for word in catalog.prefixWords(of: plan) where seen.insert(word).inserted {
            let atMost = min(limit, left)
            let words = atMost > 0 ? try catalog.indexedWords(completing: word.lowercased(), atMost: atMost) : nil
            completions[word] = words
            left -= words?.count ?? 0
        }
        return completions
    }

    /// The results at `range` of all that `plan` finds, given its first ones, `ranked` (an outcome's, best first):
    /// those, then the catalog's next ones in its own order, a page at a time. An outcome's results are all the
    /// catalog's first matches, put in order, so the pages after them neither miss nor repeat any; fewer than
    /// `rankedMatches` of them are all there is (so the outcome's limit was at least that). With the `total` known,
    /// a page in the second half is read from the end: the last page costs no more than the first.
    public func results(
        _ ranked: [ItemSummary], of plan: SearchPlan, in range: Range<Int>,
        total: Int? = nil
    ) throws -> [ItemSummary] {
        let first = Array(ranked[range.clamped(to: ranked.indices)])
        let rest = max(range.lowerBound, ranked.count)
        guard rest < range.upperBound, ranked.count >= Self.rankedMatches else { return first }
        if let total, rest > total / 2 {
            let end = min(range.upperBound, total)
            guard rest < end else { return first }
            return first + (try catalog.search(plan, offset: total - end, limit: end - rest, fromEnd: true).reversed())
        }
        return first + (try catalog.search(plan, offset: rest, limit: range.upperBound - rest, fromEnd: false))
    }

    /// The first `limit` results with those whose titles have the most of the words sought first (the
    /// catalog's order kept among equals): a title names what a person half-remembers.
    static func bestFirst(_ results: [ItemSummary], _ query: SearchQuery, limit: Int) -> [ItemSummary] {
        let highlight = Highlight(query)
        guard !highlight.isEmpty else { return Array(results.prefix(limit)) }
        let titleWords = results.map { summary in highlight.foundWords(in: summary.title) }
        return results.indices.sorted { (-titleWords[$0], $0) < (-titleWords[$1], $1) }.prefix(limit).map {
            results[$0]
        }
    }

    /// The catalog's word nearest to the typed one: one edit away, looked up one by one, but for those that sort
    /// between the typed word and `next`, the catalog's first word after it (nil: none), which it has none of (in a
    /// real catalogue's vocabulary, often many of them), and those that start as the typed word does that are not
    /// among the catalog's words that start so; or (for a long word) two, among the words that start as it does.
    private func nearestIndexedWord(
        to candidates: TypoCandidates, next: String?, shouldStop: () -> Bool
    ) throws -> String? {
        guard candidates.isCorrectable else { return nil }
        var variants = candidates.oneEditAway.filter { !Self.sorts($0, after: candidates.word, before: next) }
        let sharing = try wordsSharingFirstLetters(candidates, variants)
        if let sharing {
            let indexed = Set(sharing)
            variants.removeAll { candidates.sharesFirstLetters($0) && !indexed.contains($0) }
        }
        if let best = candidates.best(of: try indexedWords(variants, shouldStop)) { return best }
        guard candidates.maxDistance > 1 else { return nil }
        let withinReach =
            try sharing?.filter { candidates.distance(to: $0) != nil } ?? wordsWithinReach(candidates, shouldStop)
        return candidates.best(of: try indexedWords(withinReach, shouldStop))
    }

    /// The catalog's words that start with the typed word's first letters (`TypoCandidates.sharedPrefix`), A to Z,
    /// read at once from its pages of words: each of the variants that start so is then looked up only when the
    /// catalog has it, and the words two edits away are among them. Nil when there are more of them than variants
    /// they spare a lookup (a word read costs less than a lookup), or when the catalog may keep the word otherwise
    /// than as typed.
    private func wordsSharingFirstLetters(_ candidates: TypoCandidates, _ variants: [String]) throws -> [String]? {
        guard candidates.isPlainASCII else { return nil }
        let spared = variants.count(where: candidates.sharesFirstLetters)
        return try catalog.indexedWords(completing: candidates.sharedPrefix, atMost: spared)
    }

    /// Whether `word` sorts after `lower` and before `upper` (nil: after every word) by bytes, as the vocabulary does.
    private static func sorts(_ word: String, after lower: String, before upper: String?) -> Bool {
        lower.utf8.lexicographicallyPrecedes(word.utf8)
            && upper.map { word.utf8.lexicographicallyPrecedes($0.utf8) } ?? true
    }

    /// Which of `words` the catalog has, with how many items each is in, looked up a few dozen at a time.
    private func indexedWords(_ words: [String], _ shouldStop: () -> Bool) throws -> [(word: String, items: Int)] {
        try stride(from: 0, to: words.count, by: Self.lookupsBetweenStops).flatMap { start in
            if shouldStop() { throw CancellationError() }
            return try catalog.indexedWords(
                Array(words[start..<min(start + Self.lookupsBetweenStops, words.count)]),
                countingUpTo: Self.candidateItems)
        }
    }

    /// The catalog's words that start as the typed word does and may be within its reach, read A to Z: past a
    /// word's first letters that no word within reach starts with, the reading skips every word that starts with them.
    private func wordsWithinReach(_ candidates: TypoCandidates, _ shouldStop: () -> Bool) throws -> [String] {
        var words: [String] = []
        var from = candidates.sharedPrefix
        for _ in 0..<Self.vocabularyRange {
            if shouldStop() { throw CancellationError() }
            guard let word = try catalog.firstIndexedWord(from: from), word.hasPrefix(candidates.sharedPrefix) else {
                break
            }
            guard let hopeless = candidates.hopelessPrefix(of: word) else {
                words.append(word)
                // Nothing sorts between a word and itself followed by the lowest character.
                from = word + "\u{1}"
                continue
            }
            // The first word after all those that start with the hopeless letters.
            var letters = Array(word.unicodeScalars.prefix(hopeless))
            letters[letters.count - 1] = Unicode.Scalar(letters[letters.count - 1].value + 1) ?? "\u{E000}"
            from = String(String.UnicodeScalarView(letters))
        }
        return words
    }
}

extension SearchQuery {
    /// Each plain word a typo could be in (not in a phrase, not excluded), with where it is.
    func correctableWords() -> [(clause: Int, term: Int, word: String)] {
        clauses.indices.filter { !clauses[$0].isExcluded }.flatMap { clause in
            clauses[clause].terms.indices.flatMap { term -> [(clause: Int, term: Int, word: String)] in
                guard case .text(let words, false, _, _) = clauses[clause].terms[term] else { return [] }
                return words.map { (clause, term, $0) }
            }
        }
    }

    mutating func replace(word: String, with replacement: String, clause: Int, term: Int) {
        guard case .text(var words, let isPhrase, let isOpen, let field) = clauses[clause].terms[term] else { return }
        words = words.map { $0 == word ? replacement : $0 }
        clauses[clause].terms[term] = .text(words: words, isPhrase: isPhrase, isOpen: isOpen, field: field)
    }
}
