/// How many edits (a letter inserted, deleted, replaced, or two neighbours swapped) turn one word into
/// another: the optimal string alignment distance, on Unicode scalars. Typos in queries and in commands alike.
public enum EditDistance {
    /// The distance, or nil when it is more than `limit` (given up early: most words are far apart).
    public static func between(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int? {
        guard abs(a.count - b.count) <= limit else { return nil }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            var rowBest = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var best = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { best = min(best, before[j - 2] + 1) }
                current[j] = best
                rowBest = min(rowBest, best)
            }
            if rowBest > limit { return nil }
            (before, previous, current) = (previous, current, before)
        }
        let distance = previous[b.count]
        return distance <= limit ? distance : nil
    }
}
