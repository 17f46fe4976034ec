import Testing

@testable import ForteCatalog

/// `tidyingWhitespace`: trimmed, each run of whitespace one space; spaced text by its bytes, the rest
/// scalar by scalar, with the same result.
@Test(arguments: [
    ("", ""),
    ("   ", ""),
    ("\t\n \u{A0}", ""),
    ("Anzac march", "Anzac march"),
    ("  Anzac march  ", "Anzac march"),
    ("Anzac  march", "Anzac march"),
    ("Anzac march ", "Anzac march"),
    ("Anzac\tmarch", "Anzac march"),
    ("Anzac \n march", "Anzac march"),
    ("\u{A0}Anzac march\u{A0}", "Anzac march"),
    ("Anzac\u{2003}march", "Anzac march"),
    ("Anzac \u{3000} march", "Anzac march"),
    ("Élégie pour piano", "Élégie pour piano"),
    (" Élégie  pour\u{85}piano ", "Élégie pour piano"),
    ("Chanson “À toi”", "Chanson “À toi”"),
])
func whitespaceIsTidied(text: String, expected: String) {
    #expect(tidyingWhitespace(text[...]) == expected)
    // A slice of a longer text, as parsers pass them.
    let longer = "x," + text + ",y"
    let start = longer.index(longer.startIndex, offsetBy: 2)
    let end = longer.index(longer.endIndex, offsetBy: -2)
    #expect(tidyingWhitespace(longer[start..<end]) == expected)
}
