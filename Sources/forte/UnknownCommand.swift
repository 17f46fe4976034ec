import ArgumentParser
import ForteSearch

/// A word where a command is expected that names none: `forte lst` is a mistyped `forte list`, not an argument for
/// browse (the default command), and `forte fav ad` a mistyped `forte fav add`, not words `fav` did not expect; so it
/// is named as such, with the command it is closest to.
struct UnknownCommand: Error, CustomStringConvertible {
    /// The commands before the word (`["fav"]`), and the word.
    var path: [String]
    var word: String
    var suggestion: String?

    /// Nil when each word where a command is expected names one (or is `help` first), or is an option, or there is
    /// none.
    init?(_ arguments: [String], root: any ParsableCommand.Type) {
        var command = root
        var path: [String] = []
        for word in arguments {
            let subcommands = command.configuration.subcommands
            guard !subcommands.isEmpty, !word.hasPrefix("-"), !(path.isEmpty && word == "help") else { return nil }
            if let named = subcommands.first(where: { Self.names(of: $0).contains(word) }) {
                command = named
                path.append(word)
                continue
            }
            self.path = path
            self.word = word
            let names = subcommands.flatMap(Self.names) + (path.isEmpty ? ["help"] : [])
            // At most two edits, and fewer than the word's own length: `xy` is not a mistyped `ls`.
            let limit = min(2, word.count - 1)
            suggestion =
                names.compactMap { name in
                    EditDistance.between(Array(word.unicodeScalars), Array(name.unicodeScalars), limit: limit)
                        .map { (name, $0) }
                }.min { $0.1 < $1.1 }?.0
            return
        }
        return nil
    }

    private static func names(of command: any ParsableCommand.Type) -> [String] {
        [command._commandName] + command.configuration.aliases
    }

    var description: String {
        let words = { (last: String) in (path + [last]).joined(separator: " ") }
        let help = (["forte"] + path + ["--help"]).joined(separator: " ")
        return "no command '\(words(word))' "
            + (suggestion.map { "(did you mean \(words($0))?)" } ?? "(\(help) lists them)")
    }
}
