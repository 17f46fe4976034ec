/// Topics, places and events a subject heading names (`World War, 1914-1918`, `Southern States`,
/// `African Americans -- Social conditions`): the subject facet's derivation.
///
/// A heading that names a genre or medium of performance is the genre's and instrument's, not a subject
/// (`Songs (High voice) with piano`, `Marches (Band)`); a topic's form and period subdivisions are dropped
/// (`World War, 1914-1918--Songs and music` is `World War, 1914-1918`); see `MusicHeading`.
enum SubjectTopic {
    /// The subjects of a record whose subjects read as `headings`.
    static func values(of headings: [MusicHeading]) -> [FacetValue] {
        headings.compactMap { heading in
            heading.topic.flatMap { $0.contains(where: \.isLetterQuick) ? FacetValue($0) : nil }
        }
    }
}
