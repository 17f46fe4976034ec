import ForteCatalog
import Testing

/// `Title.sortKey`: case, diacritics and ligatures folded.
@Test(
    arguments: [
        ("Apple", "apple"),
        ("APPLE", "apple"),
        ("apple", "apple"),
        ("Ängel", "angel"),
        ("ängel", "angel"),
        ("étoile", "etoile"),
        ("Étoile du soir", "etoile du soir"),
        ("Élégie", "elegie"),
        ("Rêverie d'automne", "reverie d'automne"),
        ("Pōkarekare ana", "pokarekare ana"),
        ("E pari rā", "e pari ra"),
        ("Hēmi", "hemi"),
        ("Ōtaki", "otaki"),
        ("Dvořák", "dvorak"),
        ("Řeka", "reka"),
        ("Škoda lásky", "skoda lasky"),
        ("Čardáš", "cardas"),
        ("Dívčí sen", "divci sen"),
        ("Heidenröslein", "heidenroslein"),
        ("Grüß Gott", "gruss gott"),
        ("GRÜSSE", "grusse"),
        ("Straße", "strasse"),
        ("ẞ", "ss"),
        ("Æsop", "aesop"),
        ("æther", "aether"),
        ("Œuvres", "oeuvres"),
        ("cœur", "coeur"),
        ("Østergaard", "ostergaard"),
        ("søster", "soster"),
        ("Łódź", "lodz"),
        ("Żeleński", "zelenski"),
        ("Đorđe", "dorde"),
        ("Ðe", "de"),
        ("Þórr", "thorr"),
        ("Ångström", "angstrom"),
        ("Ñandú", "nandu"),
        ("façade", "facade"),
        ("ﬁne", "fine"),
        ("ﬂute", "flute"),
        ("Ｚｅｂｒａ", "zebra"),
        ("１９１５", "1915"),
        ("ΣΟΦΙΑ", "σοφια"),
        ("Σοφίας", "σοφιασ"),
        ("Москва", "москва"),
        ("Don’t", "don't"),
        ("“Advance”", "\"advance\""),
        ("Cafe\u{0301}", "cafe"),
        ("Café", "cafe"),
        ("荒城の月", "荒城の月"),
        ("茉莉花", "茉莉花"),
        ("아리랑", "아리랑"),
        ("Jingle 🎵", "jingle 🎵"),
        ("12 easy pieces", "12 easy pieces"),
        ("Rock-a-bye, baby", "rock-a-bye, baby"),
        ("", ""),
    ] as [(String, String)])
func sortKey(sortTitle: String, key: String) {
    #expect(Title.sortKey(sortTitle) == key)
}

/// Titles in the catalog's A-to-Z order; their keys must sort the same way byte by byte, as SQLite's BINARY does.
let aToZ = [
    "1812 overture", "1915", "2 songs", "9 to 5",
    "andante", "Ängel", "Anzac", "Apple", "Ápril", "Apron",
    "Ball", "Bäll room", "Ballad",
    "Čardáš", "Carnival", "Cœur", "Cottage",
    "Dvořák dances", "Dvorak march", "Dvořáková",
    "Echo", "Éclair", "ecstasy", "étoile", "Exit",
    "Fête", "Fine", "ﬂute",
    "Grüß Gott", "Gruss von Wien", "Grüße",
    "Łódź", "Lullaby",
    "Øresund", "Oslo", "Östen",
    "Pōkarekare ana", "Polka",
    "Řeka", "Rose",
    "Straße", "Strauss",
    "Theodora", "Þórr",
    "Zebra", "Żeleński",
]

@Test func sortKeysOrderTitlesFromAToZ() {
    let keys = aToZ.map { Title.sortKey(Title.sort($0)) }
    for (earlier, later) in zip(keys, keys.dropFirst()) {
        #expect(binaryPrecedes(earlier, later), "\(earlier) should come before \(later)")
    }
}

@Test(arguments: ["andante", "Ängel", "Apple", "Echo", "étoile", "Zebra"].adjacentPairs())
func issueOrderingHolds(earlier: String, later: String) {
    #expect(binaryPrecedes(Title.sortKey(earlier), Title.sortKey(later)))
}

/// The index takes the key's first character as the A–Z letter.
@Test(
    arguments: [
        ("The rose", "r"), ("Ängel", "a"), ("Étoile", "e"), ("\"Our boys\"", "o"), ("¿Quién sabe?", "q"),
        ("Øresund", "o"), ("Łódź", "l"), ("Æsop", "a"), ("1915", "1"), ("…and so to bed", "a"), ("Œuvres", "o"),
    ] as [(String, Character)])
func firstCharacterOfKeyIsTheLetter(display: String, letter: Character) {
    #expect(Title.sortKey(Title.sort(display)).first == letter)
}

@Test(arguments: ["0", "5", "9", "1812"], ["a", "A", "Ä", "z", "Ż", "é"])
func digitsSortBeforeLetters(digits: String, letters: String) {
    #expect(binaryPrecedes(Title.sortKey(digits), Title.sortKey(letters)))
}

/// SQLite's BINARY collation: bytes of UTF-8, compared in order.
func binaryPrecedes(_ earlier: String, _ later: String) -> Bool {
    earlier.utf8.lexicographicallyPrecedes(later.utf8)
}

extension Array where Element == String {
    func adjacentPairs() -> [(String, String)] { Array<(String, String)>(zip(self, dropFirst())) }
}

/// `Title.folds` answers as the keys do, whole and as a start, whatever the first character (an ASCII one settles
/// it unfolded, others are folded).
@Test(arguments: aToZ + ["Irving Berlin", "irving", "IRVING BERLIN", "Ir", "", " Rose", "Ω", "ﬁne"])
func foldsAsTheKeysDo(text: String) {
    for folded in ["", "i", "irving berlin", "irving", "rose", "a", "fine", "ω", "straße", "strasse", "dvorak"] {
        #expect(Title.folds(text, to: folded) == (Title.sortKey(text) == folded), "\(text) → \(folded)")
        #expect(
            Title.folds(text, to: folded, wholly: false) == Title.sortKey(text).hasPrefix(folded), "\(text) → \(folded)"
        )
    }
}
