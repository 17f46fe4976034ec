import Testing

@testable import ForteCatalog

/// The table the Latin fast path folds from must agree with the general NFKD fold, scalar by scalar and in context.
@Test(arguments: [0x80...0x36F, 0x1E00...0x1EFF, 0x2000...0x206F] as [ClosedRange<UInt32>])
func latinFastPathFoldsAsTheGeneralFold(block: ClosedRange<UInt32>) {
    for value in block {
        guard let scalar = Unicode.Scalar(value) else { continue }
        let text = "Ab" + String(Character(scalar)) + "Cd"
        #expect(Title.sortKey(text) == Title.folding(text), "U+\(String(value, radix: 16, uppercase: true))")
    }
}

@Test(arguments: [
    "Pōkarekare ana", "Dvořák", "Grüß Gott", "Œuvres", "Cafe\u{0301}", "Don’t", "And so to bed…", "Ｚｅｂｒａ", "荒城の月",
    "Σοφίας",
])
func sortKeyIsTheGeneralFold(title: String) {
    #expect(Title.sortKey(title) == Title.folding(title))
}
