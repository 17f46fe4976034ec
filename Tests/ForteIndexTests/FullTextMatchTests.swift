import ForteCatalog
import ForteSearch
import Testing

@testable import ForteIndex

/// A plan's words as the FTS5 expression the index runs: every word quoted, each field's words in its column as the
/// column keeps them.
@Suite struct FullTextMatchTests {
    @Test(arguments: [
        // Words of no field search every column but the role words.
        ("waltz", "(- roles : (\"waltz\"*))"),
        ("anzac waltz", "(- roles : (\"anzac\"*)) AND (- roles : (\"waltz\"*))"),
        ("\"bye bye\"", "(- roles : (\"bye bye\"))"),
        ("\"bye by", "(- roles : (\"bye by\"*))"),
        ("a OR b", "(- roles : (\"a\"*) OR - roles : (\"b\"*))"),
        ("a -b -c", "((- roles : (\"a\"*))) NOT ((- roles : (\"b\"*)) OR (- roles : (\"c\"*)))"),
        // A role's creators are kept word by word behind the role's key.
        ("composer:paling", "(roles : (\"0composerpaling\"*))"),
        ("lyricist:o'brien", "(roles : (\"0lyricisto 0lyricistbrien\"*))"),
        ("arr:\"van der\"", "(roles : (\"0arrangervan 0arrangerder\"))"),
        // A facet's values are kept word by word behind the facet's name; other fields in columns of their own.
        ("instrument:piano", "(facets : (\"0instrumentpiano\"*))"),
        ("subject:war title:rose", "(subjects : (\"war\"*)) AND (title : (\"rose\"*))"),
        ("say \"\"hi\"\" AND", "(- roles : (\"say\"*)) AND (- roles : (\"hi\"\"\"\"\")) AND (- roles : (\"AND\"*))"),
        (
            "NEAR(a b) x*y ^z",
            "(- roles : (\"NEAR(a\"*)) AND (- roles : (\"b)\")) AND (- roles : (\"x*y\"*)) AND (- roles : (\"^z\"*))"
        ),
        ("OR a", "(- roles : (\"OR\"*)) AND (- roles : (\"a\"*))"),
        // A word that ends in punctuation is whole (a field being typed, say).
        ("composer:", "(- roles : (\"composer:\"))"),
        ("a OR", "(- roles : (\"a\"*)) AND (- roles : (\"OR\"*))"),
    ])
    func writesQuotedFullTextExpressions(typed: String, match: String) {
        #expect(SearchQuery(parsing: typed).plan().match == match)
    }
}
