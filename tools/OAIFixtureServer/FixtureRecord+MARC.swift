extension FixtureRecord {
    /// Appends the record's `<metadata>` in `marc21` (MARCXML), as a music library catalogues a score:
    /// Leader/06 `c`, the creator in 100 with its relator, title 245, date 264 `$c`, link 856.
    func marcMetadata(into document: inout [UInt8]) {
        document +=
            """
            <metadata><marc:record xmlns:marc="http://www.loc.gov/MARC21/slim"><marc:leader>00000ncm a2200000 i 4500</marc:leader>\
            <marc:controlfield tag="008">200101s
            """.utf8
        document.appendEscaped(date)
        document +=
            """
            \u{20}   xxu||||| |||| 00| ||eng d</marc:controlfield><marc:datafield tag="100" ind1="1" ind2=" "><marc:subfield code="a">
            """.utf8
        document.appendEscaped(creator)
        document +=
            """
            ,</marc:subfield><marc:subfield code="e">composer.</marc:subfield><marc:subfield code="4">cmp</marc:subfield>\
            </marc:datafield><marc:datafield tag="245" ind1="1" ind2="0"><marc:subfield code="a">
            """.utf8
        document.appendEscaped(title)
        document +=
            """
            \u{20}/</marc:subfield><marc:subfield code="c">music by the fixture.</marc:subfield></marc:datafield>\
            <marc:datafield tag="264" ind1=" " ind2="1"><marc:subfield code="c">
            """.utf8
        document.appendEscaped(date)
        document +=
            """
            </marc:subfield></marc:datafield><marc:datafield tag="856" ind1="4" ind2="0"><marc:subfield code="u">http://fixture.test/
            """.utf8
        document.appendEscaped(identifier)
        document += "</marc:subfield></marc:datafield></marc:record></metadata>".utf8
    }
}
