/// The values a refusal offers a person to choose from (an ambiguous composer, a facet's values a start fits).
enum Candidates {
    /// At most five, `; ` apart, then how many more.
    static func listed(_ values: [String]) -> String {
        values.prefix(5).joined(separator: "; ") + (values.count > 5 ? " and \(values.count - 5) more" : "")
    }
}
