import Testing

@testable import ForteCatalog

/// Names whose UTF-8 a catalogue's export misread as Windows-1252 or Latin-1, as the University of South Carolina's
/// catalogue has them, read as they were written; names as they should be left alone.
struct MojibakeTests {
    @Test func misreadTextIsReadAsWritten() {
        #expect(Mojibake.repairing("PogÃ¡ny, Willy, 1882-1955") == "Pogány, Willy, 1882-1955")
        #expect(Mojibake.repairing("De Takacs, AndrÃ© C.") == "De Takacs, André C.")
        #expect(Mojibake.repairing("BÃ¼low, Hans von, 1830-1894") == "Bülow, Hans von, 1830-1894")
        #expect(Mojibake.repairing("Banville, ThÃ©odore Faullain de") == "Banville, Théodore Faullain de")
        // Windows-1252's own characters for bytes 0x80–0x9F: `’` is E2 80 99.
        #expect(Mojibake.repairing("Oâ€™Brien, Pat") == "O’Brien, Pat")
    }

    @Test func textAsItShouldBeStays() {
        for text in [
            "Pogány, Willy", "Dvořák, Antonín", "Smith, John", "São Paulo", "Ã", "Müller-Thurgau", "Œuvres – I", "",
        ] {
            #expect(Mojibake.repairing(text) == text, "\(text)")
        }
    }

    @Test func aMisreadHeadingIsParsedAsWritten() {
        let name = ComposerName(parsing: "PogÃ¡ny, Willy, 1882-1955")
        #expect(name == ComposerName(name: "Willy Pogány", lifeDates: "1882-1955"))
    }
}
