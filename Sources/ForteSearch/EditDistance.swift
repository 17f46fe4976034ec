/// How many edits (a letter inserted, deleted, replaced, or two neighbours swapped) turn one word into
/// another: the optimal string alignment distance, on Unicode scalars. Typos in queries and in commands alike.
public enum EditDistance {
    /// The distance, or nil when it is more than `limit` (given up early: most words are far apart).
    public static func between(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int? {
        guard abs(a.count - b.count) <= limit else { return nil }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        guard case .distance(let distance) = align(a, b, limit: limit), distance <= limit else { return nil }
        return distance
    }

    /// How many of `a`'s first scalars no word within `limit` edits of `b` starts with, as few as there are; nil
    /// when a word within `limit` may start with all of `a`. A reader of words A to Z skips every word that starts
    /// with them.
    public static func hopelessPrefix(of a: [Unicode.Scalar], toward b: [Unicode.Scalar], limit: Int) -> Int? {
        if b.isEmpty { return a.count > limit ? limit + 1 : nil }
        guard case .gaveUp(let scalars) = align(a, b, limit: limit) else { return nil }
        return scalars
    }

    private enum Alignment {
        case distance(Int)
        /// No prefix of `b` is within the limit of this many of `a`'s first scalars, nor any word starting with them.
        case gaveUp(after: Int)
    }

    /// Row by row of `a` (not empty `b`): every prefix of `b` against each longer prefix of `a`.
    private static func align(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Alignment {
        guard !a.isEmpty else { return .distance(b.count) }
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
            // A swap reaches back two rows, but never below the row before plus one: no later row does better.
            if rowBest > limit { return .gaveUp(after: i) }
            (before, previous, current) = (previous, current, before)
        }
        return .distance(previous[b.count])
    }
}
