import ForteCatalog
import Testing

/// `Title.sort`: leading punctuation and a leading English article followed by a space go.
@Test(
    arguments: [
        // Articles, any case, only when followed by a space.
        ("The rose", "rose"),
        ("THE ROSE", "ROSE"),
        ("the rose", "rose"),
        ("tHe rose", "rose"),
        ("A rose", "rose"),
        ("a rose", "rose"),
        ("An Anzac requiem", "Anzac requiem"),
        ("AN ANZAC REQUIEM", "ANZAC REQUIEM"),
        ("an apple", "apple"),
        ("The  rose", "rose"),
        ("The\trose", "rose"),
        // Words that merely start like an article keep it.
        ("Theodora", "Theodora"),
        ("Theme and variations", "Theme and variations"),
        ("There's a land", "There's a land"),
        ("Anzac", "Anzac"),
        ("Anzac Day", "Anzac Day"),
        ("Andante in G", "Andante in G"),
        ("A-roving", "A-roving"),
        ("A.B.C. march", "A.B.C. march"),
        ("Ave Maria", "Ave Maria"),
        ("Annie Laurie", "Annie Laurie"),
        ("Then and now", "Then and now"),
        ("Thee I love", "Thee I love"),
        ("Ah! sweet mystery", "Ah! sweet mystery"),
        ("As you like it", "As you like it"),
        // Only one article goes; others are English articles only.
        ("The A team", "A team"),
        ("A the", "the"),
        ("Le roi", "Le roi"),
        ("La paloma", "La paloma"),
        ("Der fröhliche Wanderer", "Der fröhliche Wanderer"),
        ("Die Forelle", "Die Forelle"),
        ("El choclo", "El choclo"),
        // A lone article is the title.
        ("The", "The"),
        ("A", "A"),
        ("An", "An"),
        ("The !", "The !"),
        ("A ...", "A ..."),
        // Leading punctuation: quotes, brackets, ellipses, inverted marks.
        ("\"Our boys\" march", "Our boys\" march"),
        ("'Tis the last rose", "Tis the last rose"),
        ("‘Tis the last rose", "Tis the last rose"),
        ("“Advance Australia”", "Advance Australia”"),
        ("...and the band played on", "and the band played on"),
        ("…and so to bed", "and so to bed"),
        ("¿Quién sabe?", "Quién sabe?"),
        ("¡Viva Australia!", "Viva Australia!"),
        ("(Just) a little love", "Just) a little love"),
        ("[Untitled march]", "Untitled march]"),
        ("- Coo-ee -", "Coo-ee -"),
        ("* * * march", "march"),
        ("🎵 Jingle", "Jingle"),
        // Punctuation, then an article, then punctuation again.
        ("\"The rose\"", "rose\""),
        ("The \"Southern Cross\" schottische", "Southern Cross\" schottische"),
        ("...The end", "end"),
        ("'A little bird'", "little bird'"),
        ("(The) rose", "The) rose"),
        // Digits and other scripts are alphanumeric.
        ("12 easy pieces", "12 easy pieces"),
        ("1915 : a patriotic song", "1915 : a patriotic song"),
        ("The 1914 march", "1914 march"),
        ("½ hour of fun", "½ hour of fun"),
        ("Ännchen von Tharau", "Ännchen von Tharau"),
        ("Étoile du soir", "Étoile du soir"),
        ("Řeka", "Řeka"),
        ("Ōtaki waltz", "Ōtaki waltz"),
        ("荒城の月", "荒城の月"),
        ("「荒城の月」", "荒城の月」"),
        ("아리랑", "아리랑"),
        // Nothing alphanumeric at all: the title stays as it is.
        ("...", "..."),
        ("?!", "?!"),
        ("🎵🎵", "🎵🎵"),
        ("Untitled", "Untitled"),
    ] as [(String, String)])
func sortTitle(displayed: String, sorted: String) {
    #expect(Title.sort(displayed) == sorted)
}
