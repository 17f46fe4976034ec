import ForteCatalog

/// A `SearchQuery` as the index runs it (`SearchPlan`): its words by the part of an item each field names, its dates
/// as ranges of years. The index writes the words as its full-text expression.
extension SearchQuery {
    public func plan(within scope: CatalogFilter = .all) -> SearchPlan {
        let clauses = clauses.compactMap { clause -> SearchPlan.Clause? in
            let words = clause.terms.compactMap { term -> SearchPlan.Words? in
                guard case .text(let words, let isPhrase, let isOpen, let field) = term else { return nil }
                return SearchPlan.Words(words, isPhrase: isPhrase, isOpen: isOpen, field: field?.sought)
            }
            // Dates in a clause with words filter beside them: `OR` joins words with words and dates with dates.
            return words.isEmpty ? nil : SearchPlan.Clause(words: words, isExcluded: clause.isExcluded)
        }
        let years = self.clauses.filter { !$0.isExcluded }.map(Self.dateRanges).filter { !$0.isEmpty }
        let excludedYears = self.clauses.filter(\.isExcluded).flatMap(Self.dateRanges)
        return SearchPlan(clauses: clauses, years: years, excludedYears: excludedYears, scope: scope)
    }

    private static func dateRanges(_ clause: Clause) -> [ClosedRange<Int>?] {
        clause.terms.compactMap { term -> ClosedRange<Int>?? in
            guard case .date(let range) = term else { return nil }
            if case .years(let years) = range { return .some(years) }
            return .some(nil)
        }
    }
}
