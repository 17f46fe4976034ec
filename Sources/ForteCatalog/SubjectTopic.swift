/// Topics, places and events a subject heading names (`World War, 1914-1918`, `Southern States`,
/// `African Americans -- Social conditions`): the subject facet's derivation.
///
/// A heading that names a genre or medium of performance is the genre's and instrument's, not a subject
/// (`Songs (High voice) with piano`, `Marches (Band)`); a topic's form and period subdivisions are dropped
/// (`World War, 1914-1918--Songs and music` is `World War, 1914-1918`); see `MusicHeading`.
enum SubjectTopic {
    static func values(of metadata: DublinCore) -> [FacetValue] {
        metadata.subject.compactMap { heading in
            let topic = MusicHeading(parsing: heading).topic
            return topic.flatMap { $0.contains(where: \.isLetter) ? FacetValue($0) : nil }
        }
    }
}
