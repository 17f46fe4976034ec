/// A first word that is no command and no option: `forte lst` is a mistyped `forte list`, not an argument
/// for browse (the default command), so it is named as such, with the command it is closest to.
struct UnknownCommand: Error, CustomStringConvertible {
    var word: String
    var suggestion: String?

    /// Nil when `arguments` start with a command, an option, or nothing.
    init?(_ arguments: [String], commands: [String]) {
        guard let word = arguments.first, !word.hasPrefix("-"), !commands.contains(word) else { return nil }
        self.word = word
        let nearest = commands.map { (name: $0, distance: Self.editDistance(word, $0)) }.min { $0.distance < $1.distance }
        // At most two edits, and fewer than the word's own length: `xy` is not a mistyped `ls`.
        suggestion = nearest.flatMap { $0.distance <= min(2, word.count - 1) ? $0.name : nil }
    }

    var description: String {
        "no command '\(word)' " + (suggestion.map { "(did you mean \($0)?)" } ?? "(forte --help lists them)")
    }

    /// Levenshtein distance: insertions, deletions and substitutions.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}
