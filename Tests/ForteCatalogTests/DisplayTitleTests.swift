import ForteCatalog
import Testing

/// `Title.display`: designations out, whitespace tidied, a cut statement's ` /` or ` :` dropped.
@Test(
    arguments: [
        // Designations in any case and spacing, anywhere.
        ("Anzac march [music]", "Anzac march"),
        ("Anzac march [Music]", "Anzac march"),
        ("Anzac march [MUSIC]", "Anzac march"),
        ("Anzac march [ music ]", "Anzac march"),
        ("Anzac march [  Music\t]", "Anzac march"),
        ("Anzac march [score]", "Anzac march"),
        ("Anzac march [Score]", "Anzac march"),
        ("Anzac march [sound recording]", "Anzac march"),
        ("Anzac march [Sound Recording]", "Anzac march"),
        ("Anzac march [sound  recording]", "Anzac march"),
        ("Anzac march [printed music]", "Anzac march"),
        ("Anzac march [manuscript]", "Anzac march"),
        ("Anzac march [electronic resource]", "Anzac march"),
        ("Anzac march [microform]", "Anzac march"),
        ("[music] Anzac march", "Anzac march"),
        ("Anzac [music] march", "Anzac march"),
        ("Anzac march[music]", "Anzac march"),
        ("Anzac march [music] [score]", "Anzac march"),
        ("Anzac march [music][sound recording]", "Anzac march"),
        // Trailing ISBD punctuation left by the cataloguer.
        ("Anzac march [music] /", "Anzac march"),
        ("Anzac march [Music] /", "Anzac march"),
        ("Anzac march [music] :", "Anzac march"),
        ("Anzac march [music] ;", "Anzac march"),
        ("Anzac march [music] =", "Anzac march"),
        ("Anzac march [music] ,", "Anzac march"),
        ("Anzac march /", "Anzac march"),
        ("Anzac march :", "Anzac march"),
        ("Anzac march:", "Anzac march"),
        ("Anzac march / :", "Anzac march"),
        ("Anzac march [music] / ", "Anzac march"),
        ("Anzac march [music].", "Anzac march"),
        ("Anzac march [music] .", "Anzac march"),
        ("Anzac march [music]. /", "Anzac march"),
        ("Anzac march.", "Anzac march."),
        ("Anzac march [music] / by J. Smith.", "Anzac march / by J. Smith."),
        ("Anzac march [music]...", "Anzac march ..."),
        // Statements of responsibility and subtitles stay.
        ("Anzac march [music] / by John Smith", "Anzac march / by John Smith"),
        ("Anzac march [music] : for piano", "Anzac march : for piano"),
        ("Anzac march [music] : for piano /", "Anzac march : for piano"),
        (
            "Anzac march [music] / words by A. Lee ; music by B. Hart",
            "Anzac march / words by A. Lee ; music by B. Hart"
        ),
        ("Anzac march [music] = Marche des Anzacs", "Anzac march = Marche des Anzacs"),
        // Other brackets are the title's own.
        ("Anzac march [1915]", "Anzac march [1915]"),
        ("Anzac march [piano solo]", "Anzac march [piano solo]"),
        ("Anzac march [musical]", "Anzac march [musical]"),
        ("Anzac march [music score]", "Anzac march [music score]"),
        ("Anzac march [", "Anzac march ["),
        ("Anzac march [music", "Anzac march [music"),
        ("Anzac march music]", "Anzac march music]"),
        ("[Untitled march]", "[Untitled march]"),
        ("Anzac march []", "Anzac march []"),
        ("[[music]]", "[ ]"),
        // Whitespace tidied: runs, tabs, newlines and no-break spaces become one space.
        ("  Anzac   march  ", "Anzac march"),
        ("Anzac\tmarch", "Anzac march"),
        ("Anzac\nmarch", "Anzac march"),
        ("Anzac\r\n  march", "Anzac march"),
        ("Anzac\u{00A0}march", "Anzac march"),
        ("Anzac\u{3000}march", "Anzac march"),
        ("Anzac\u{2003}march", "Anzac march"),
        // Punctuation that is the title's own.
        ("Oh! Susanna", "Oh! Susanna"),
        ("Quién sabe?", "Quién sabe?"),
        ("And so to bed...", "And so to bed..."),
        ("And so to bed…", "And so to bed…"),
        ("Goodbye, Sydney town", "Goodbye, Sydney town"),
        ("1915 : a patriotic song", "1915 : a patriotic song"),
        ("Songs <for voice & piano>", "Songs <for voice & piano>"),
        ("\"Our boys\" march", "\"Our boys\" march"),
        ("Op. 3.", "Op. 3."),
        // Unicode passes through untouched.
        ("Pōkarekare ana [music]", "Pōkarekare ana"),
        ("E pari rā [music] /", "E pari rā"),
        ("Ännchen von Tharau [Musik]", "Ännchen von Tharau [Musik]"),
        ("Grüß Gott [music]", "Grüß Gott"),
        ("Étoile du soir [music]", "Étoile du soir"),
        ("Œuvres pour piano", "Œuvres pour piano"),
        ("Slavnostní pochod [music]", "Slavnostní pochod"),
        ("Řeka", "Řeka"),
        ("荒城の月 [music]", "荒城の月"),
        ("茉莉花", "茉莉花"),
        ("아리랑 [music] /", "아리랑"),
        ("🎵 Jingle 🎵 [music]", "🎵 Jingle 🎵"),
        ("Cafe\u{0301} waltz", "Cafe\u{0301} waltz"),
        // Nothing left: Untitled.
        ("", "Untitled"),
        ("   ", "Untitled"),
        ("[music]", "Untitled"),
        ("[Music] /", "Untitled"),
        (" [ music ] : ", "Untitled"),
        ("/", "Untitled"),
        ("\n\t", "Untitled"),
    ] as [(String, String)])
func displayTitle(catalogued: String, shown: String) {
    #expect(Title.display(catalogued) == shown)
}

@Test func untitledIsTheDisplayOfAnItemWithoutTitle() {
    #expect(Item(identifier: "oai:x:1").displayTitle == "Untitled")
    #expect(Title.untitled == "Untitled")
}
