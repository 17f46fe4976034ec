import ForteCatalog
import Testing

@Test func decadeIsWrittenWithItsFirstYear() {
    #expect(Decade(startYear: 1913).description == "1910s")
}
