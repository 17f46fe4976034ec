import ForteCatalog
import Testing

@testable import ForteIndex

/// The full-text table has every `TextColumn`, the columns a plan's expressions name, each once and in order.
@Suite struct TextColumnTests {
    @Test func theTextTableHasEachColumnOnceInOrder() {
        #expect(Projection.text.map(\.column) == TextColumn.allCases)
    }
}
