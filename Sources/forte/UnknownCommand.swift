import ForteSearch

/// A first word that is no command and no option: `forte lst` is a mistyped `forte list`, not an argument
/// for browse (the default command), so it is named as such, with the command it is closest to.
struct UnknownCommand: Error, CustomStringConvertible {
    var word: String
    var suggestion: String?

    /// Nil when `arguments` start with a command, an option, or nothing.
    init?(_ arguments: [String], commands: [String]) {
        guard let word = arguments.first, !word.hasPrefix("-"), !commands.contains(word) else { return nil }
        self.word = word
        // At most two edits, and fewer than the word's own length: `xy` is not a mistyped `ls`.
        let limit = min(2, word.count - 1)
        suggestion = commands.compactMap { name in
            EditDistance.between(Array(word.unicodeScalars), Array(name.unicodeScalars), limit: limit).map { (name, $0) }
        }.min { $0.1 < $1.1 }?.0
    }

    var description: String {
        "no command '\(word)' " + (suggestion.map { "(did you mean \($0)?)" } ?? "(forte --help lists them)")
    }
}
