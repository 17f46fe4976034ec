import ForteSearch
import Testing

@Suite struct HighlightTests {
    @Test(arguments: [
        ("dvo bla", "Antonín Dvořák — Blackbird", "Antonín [Dvořák] — [Blackbird]"),
        ("\"bye bye\" -blackbird", "Bye bye blackbird", "[Bye] [bye] blackbird"),
        ("composer:paling waltz", "W. H. Paling: Waltz", "W. H. [Paling]: [Waltz]"),
        ("o'hagan", "O'Hagan, Dan", "[O]'[Hagan], Dan"),
        ("bird", "Blackbird", "Blackbird"),
        ("decade:1910s", "Waltz", "Waltz"),
        ("ÉTOILE", "L'étoile du nord", "L'[étoile] du nord"),
        ("op 10", "Op. 10\r\nNo. 3\tOpus", "[Op]. [10]\r\nNo. 3\t[Opus]"),
    ])
    func marksTheWordsFound(query: String, text: String, marked: String) {
        #expect(Highlight(SearchQuery(parsing: query)).marking(text, open: "[", close: "]") == marked)
    }
}

/// Ranking counts the found words of hundreds of titles at every key (`Highlight.foundWords`, ASCII text byte by
/// byte): as many as `runs` marks.
@Suite struct FoundWordsTests {
    @Test(arguments: [
        ("w", "With a waltz I wander: Wattle-waltz No. 2"),
        ("WAL wat", "The Wattle Waltz (Walzer)"),
        ("dvo bla", "Antonín Dvořák — Blackbird"),
        ("etoile", "L'étoile du nord, l'Étoile du sud"),
        ("op 10", "Op. 10\r\nNo. 3\tOpus 100"),
        ("o'hagan", "O'Hagan, Dan"),
        ("bird", "Blackbird"),
        ("walt", ""),
        ("ängel", "Ängel angels ANGEL"),
    ])
    func countsTheWordsRunsMarks(query: String, text: String) {
        let highlight = Highlight(SearchQuery(parsing: query))
        #expect(highlight.foundWords(in: text) == highlight.runs(text).count(where: \.isFound))
    }

    @Test func countsEachFoundWord() {
        #expect(Highlight(SearchQuery(parsing: "w")).foundWords(in: "With a waltz I wander: Wattle-waltz") == 5)
        #expect(Highlight(SearchQuery(parsing: "ang")).foundWords(in: "Ängel angels ANGEL") == 3)
        #expect(Highlight(SearchQuery(parsing: "wal")).foundWords(in: "Walzer, no waltz") == 2)
    }
}
