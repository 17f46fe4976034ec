import ForteCatalog

/// A query as a person typed it, understood: what the items must match, what they must not, and which dates.
///
/// Every item must satisfy each clause that is not excluded, and none that is; a clause is satisfied by
/// any of its terms (`a OR b`).
public struct SearchQuery: Sendable, Hashable {
    public var clauses: [Clause]

    public struct Clause: Sendable, Hashable {
        public var terms: [Term]
        public var isExcluded: Bool
    }

    public enum Term: Sendable, Hashable {
        /// Words to find in the item's text (in the part of it `field` searches, when there is one). A phrase's
        /// words must stand together in that order; otherwise each word is the start of a word.
        /// `isOpen`: a phrase whose closing quote is not typed yet, its last word still being typed.
        case text(words: [String], isPhrase: Bool, isOpen: Bool, field: SearchField?)
        case date(DateRange)
    }

    /// The words to find (not excluded), as typed: what results highlight.
    public var soughtWords: [String] {
        clauses.filter { !$0.isExcluded }.flatMap(\.terms).flatMap { term -> [String] in
            if case .text(let words, _, _, _) = term { words } else { [] }
        }
    }
}
