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
