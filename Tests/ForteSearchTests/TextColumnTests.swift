import Testing
@testable import ForteIndex
@testable import ForteSearch

/// The full-text columns are declared once, by the index (`Projection.text`): every field a query names searches one
/// of them.
@Suite struct TextColumnTests {
    static let fields: [SearchField] = [.title, .publisher, .subject, .decade, .year, .role(.composer), .role(.lyricist), .facet(.instrument)]

    @Test(arguments: fields) func everyFieldSearchesAColumnTheIndexDeclares(field: SearchField) {
        let columns = Projection.text.map(\.column)
        if let column = field.column {
            #expect(columns.contains(column), "\(field.name): \(column)")
        } else {
            #expect(field == .decade || field == .year, "\(field.name)")
        }
    }
}
