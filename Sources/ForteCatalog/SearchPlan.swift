/// A search as the index runs it, in the domain's words: the words sought and in which part of an item (the index
/// writes them as its full-text expression), date ranges, and the list searched within.
///
/// Written by ForteSearch, which owns the query language; answered by the index; asked by the commands and the
/// browse screen.
public struct SearchPlan: Sendable, Hashable {
    /// The clauses with words, in the order typed: an item must match each one not excluded and none excluded.
    public var clauses: [Clause]
    /// For a word the index seeks as a prefix (one of `SearchableCatalog.prefixWords(of:)`), the index's words it
    /// stands for, sought in its place (any of them) when there are some: none when no word starts so; no entry when
    /// they are too many to name, and the prefix itself is sought.
    public var completions: [String: [String]]
    /// Each group: the item's year (from its first date) must fall in one of its ranges; a nil range
    /// is the undated items.
    public var years: [[ClosedRange<Int>?]]
    /// Years the item's must not fall in (nil: not undated).
    public var excludedYears: [ClosedRange<Int>?]
    /// Within this list only (a decade, a composer, the favourites).
    public var scope: CatalogFilter

    /// Words a clause finds by any of its `words`; matched by none of them when excluded.
    public struct Clause: Sendable, Hashable {
        public var words: [Words]
        public var isExcluded: Bool

        public init(words: [Words], isExcluded: Bool) {
            self.words = words
            self.isExcluded = isExcluded
        }
    }

    /// Words to find in an item's text (in one part of it, when `field` names one). A phrase's words must stand
    /// together in that order; otherwise each word is the start of a word. `isOpen`: a phrase whose last word is
    /// still being typed.
    public struct Words: Sendable, Hashable {
        public var words: [String]
        public var isPhrase: Bool
        public var isOpen: Bool
        public var field: Field?

        public init(_ words: [String], isPhrase: Bool, isOpen: Bool, field: Field?) {
            self.words = words
            self.isPhrase = isPhrase
            self.isOpen = isOpen
            self.field = field
        }
    }

    /// The part of an item words are sought in; nil, every part but the creators' roles.
    public enum Field: Sendable, Hashable {
        case title, publisher, subjects
        /// The creators in a role (composers: also the creators with no role said).
        case role(CreatorRole)
        /// A facet's values.
        case facet(Facet)
    }

    public init(
        clauses: [Clause] = [], completions: [String: [String]] = [:], years: [[ClosedRange<Int>?]] = [],
        excludedYears: [ClosedRange<Int>?] = [], scope: CatalogFilter = .all
    ) {
        self.clauses = clauses
        self.completions = completions
        self.years = years
        self.excludedYears = excludedYears
        self.scope = scope
    }

    /// Whether it asks for anything: a plan without words, dates or scope finds nothing.
    public var isEmpty: Bool {
        clauses.isEmpty && years.isEmpty && excludedYears.isEmpty
    }
}
