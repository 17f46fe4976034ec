import ForteCatalog

/// What a word that matches nothing may have been meant as: the words one edit away, to look up in the
/// index's vocabulary, and how near a word found there is.
///
/// The index folds case and diacritics, so words are compared folded, over the letters and digits it keeps.
public struct TypoCandidates: Sendable {
    /// The word as the index keeps it: folded (`Dvořák` → `dvorak`).
    public let word: String
    private let scalars: [Unicode.Scalar]

    public init(_ typed: String) {
        word = Title.sortKey(typed)
        scalars = Array(word.unicodeScalars)
    }

    /// Edits allowed: one, or two for a word of eight letters or more.
    public var maxDistance: Int { scalars.count >= 8 ? 2 : 1 }

    /// Words shorter than this are not corrected: too many words are one edit from `ab`.
    public static let shortestCorrected = 4

    public var isCorrectable: Bool { scalars.count >= Self.shortestCorrected }

    private static let letters = Array("abcdefghijklmnopqrstuvwxyz".unicodeScalars)
    private static let digits = Array("0123456789".unicodeScalars)

    /// Every word one edit away (deletions, swaps, replacements, insertions), without repeats. A word of letters alone
    /// has letters put in, not digits: a digit in a word is rarely a typo, and each variant is a lookup (a 5-letter word
    /// has 395 variants with digits, 285 without).
    public var oneEditAway: [String] {
        let alphabet = scalars.contains(where: Self.digits.contains) ? Self.letters + Self.digits : Self.letters
        var found = Set<String>()
        var variants: [String] = []
        func add(_ scalars: [Unicode.Scalar]) {
            var text = String.UnicodeScalarView()
            text.append(contentsOf: scalars)
            let word = String(text)
            if word != self.word, found.insert(word).inserted { variants.append(word) }
        }
        for i in scalars.indices {
            var deleted = scalars
            deleted.remove(at: i)
            add(deleted)
            if i + 1 < scalars.count {
                var swapped = scalars
                swapped.swapAt(i, i + 1)
                add(swapped)
            }
            for letter in alphabet where letter != scalars[i] {
                var replaced = scalars
                replaced[i] = letter
                add(replaced)
            }
        }
        for i in 0...scalars.count {
            for letter in alphabet {
                var inserted = scalars
                inserted.insert(letter, at: i)
                add(inserted)
            }
        }
        return variants
    }

    /// The first letters a word two edits away is looked for under (the index's vocabulary is read by
    /// ranges of words): a second typo in them is not corrected.
    public var sharedPrefix: String { String(String.UnicodeScalarView(scalars.prefix(2))) }

    /// Whether `variant` starts with the first letters the word shares with the words looked for two edits away.
    public func sharesFirstLetters(_ variant: String) -> Bool {
        variant.unicodeScalars.starts(with: scalars.prefix(2))
    }

    /// Whether the word is of ASCII letters and digits alone, which the index keeps as they are (as are its variants,
    /// whose letters put in are ASCII).
    public var isPlainASCII: Bool {
        scalars.allSatisfy { $0.isASCII && (Self.letters.contains($0) || Self.digits.contains($0)) }
    }

    /// How many edits `candidate` is from the word, nil when more than allowed.
    public func distance(to candidate: String) -> Int? {
        EditDistance.between(scalars, Array(candidate.unicodeScalars), limit: maxDistance)
    }

    /// How many of `candidate`'s first scalars no word within reach starts with; nil when one may start with all of them.
    public func hopelessPrefix(of candidate: String) -> Int? {
        EditDistance.hopelessPrefix(of: Array(candidate.unicodeScalars), toward: scalars, limit: maxDistance)
    }

    /// The best of the indexed words found: the nearest, then the one in most items, then A to Z.
    public func best(of found: [(word: String, items: Int)]) -> String? {
        found.compactMap { candidate in distance(to: candidate.word).map { (candidate, $0) } }
            .min { ($0.1, -$0.0.items, $0.0.word) < ($1.1, -$1.0.items, $1.0.word) }?.0.word
    }
}
