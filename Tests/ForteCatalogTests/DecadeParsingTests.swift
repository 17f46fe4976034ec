import ForteCatalog
import Testing

/// `Decade(parsing:)` on a single `dc:date`: the decade's first year, or nil for undated.
@Test(
    arguments: [
        // Plain years and every cataloguer's decoration of one.
        ("1910", 1910), ("1915", 1910), ("1919", 1910), ("1920", 1920), ("1850", 1850), ("1989", 1980),
        ("[1915]", 1910), ("[ca. 1910]", 1910), ("ca. 1910", 1910), ("ca.1910", 1910), ("c. 1910", 1910),
        ("circa 1910", 1910), ("approximately 1910", 1910), ("[ca. 1910?]", 1910),
        ("c1963", 1960), ("C1963", 1960), ("©1963", 1960), ("© 1963", 1960), ("copyright 1963", 1960),
        ("1923?", 1920), ("[1923?]", 1920), ("1923 ?", 1920), ("?1923", 1920),
        ("cop. 1935", 1930), ("cop.1935", 1930), ("Cop. 1935", 1930),
        ("℗1950", 1950), ("℗ 1950", 1950), ("p1950", 1950),
        ("12/3/1915", 1910), ("3-12-1915", 1910), ("1915-03-12", 1910), ("12.3.1915", 1910),
        ("2001-05-12", 2000), ("1915-03-12T10:00:00Z", 1910), ("March 1915", 1910), ("12 March 1915", 1910),
        ("Dec. 1899", 1890), ("1899 Dec.", 1890),
        // Ranges and alternatives: the first year.
        ("between 1880 and 1889", 1880), ("between 1879 and 1881", 1870), ("1910-1919", 1910),
        ("1910-19", 1910), ("1915-16", 1910), ("1910/1919", 1910), ("1919-1921", 1910),
        ("[1920 or 1921]", 1920), ("[1929 or 1930]", 1920), ("1920s", 1920), ("[192-?] or 1935", 1930),
        ("not before 1901", 1900), ("after 1945", 1940), ("[between 1900 and 1909?]", 1900),
        // The year range 1400–2099; other four-digit numbers are skipped.
        ("1400", 1400), ("1409", 1400), ("2099", 2090), ("2090", 2090),
        ("1399", nil), ("2100", nil), ("0123", nil), ("9999", nil), ("1399, 1910", 1910),
        ("Plate 3456, 1912", 1910), ("no. 12345, 1912", 1910),
        // Longer or shorter digit runs are not years.
        ("19150", nil), ("191500", nil), ("915", nil), ("15", nil), ("1", nil), ("12/3/15", nil),
        // Three digits and a hyphen: that decade.
        ("191-", 1910), ("[191-?]", 1910), ("[191-]", 1910), ("191-?", 1910), ("ca. 191-", 1910),
        ("185-", 1850), ("199-", 1990), ("200-", 2000), ("140-", 1400), ("209-", 2090),
        ("139-", nil), ("210-", nil), ("191-5", nil), ("191-19", nil), ("19-", nil),
        // Four-digit years win over a decade with a hyphen.
        ("[191-?], reissued 1925", 1920), ("191- or 1935", 1930),
        // Undated.
        ("19--", nil), ("[19--]", nil), ("18--?", nil), ("n.d.", nil), ("[n.d.]", nil), ("N.D.", nil),
        ("[s.d.]", nil), ("s.d.", nil), ("s.a.", nil), ("undated", nil), ("unknown", nil), ("", nil),
        ("   ", nil), ("-", nil), ("----", nil), ("nineteen fifteen", nil), ("[19--?]", nil),
        // Digits of other scripts count as digits.
        ("１９１５", 1910), ("१९१५", 1910), ("١٩١٥", 1910), ("¹⁹¹⁵", nil),
        // Unicode around the year.
        ("昭和10年 (1935)", 1930), ("c. 1910 – 1919", 1910), ("1910–1919", 1910), ("1910年", 1910),
        // A range or alternative wider than half a century is no date to browse by; narrower ones keep their start.
        ("[between 1600 and 1986]", nil), ("between 1600 and 1986", nil), ("1572 or 1686", nil), ("1900-1960", nil),
        ("[1600?-1986?]", nil), ("1600 – 1986", nil), ("1600/1986", nil), ("1600 to 1986", nil), ("1868-1969", nil),
        ("1880-1930", 1880), ("1880-1920", 1880), ("[between 1880 and 1930]", 1880), ("1587, 1710", 1580),
        ("1600-86", 1600), ("1600, reissued 1986", 1600), ("1880s-1950s", 1880), ("1915-03-12/1999-01-01", 1910),
    ] as [(String, Int?)])
func decade(date: String, startYear: Int?) {
    #expect(Decade(parsing: date)?.startYear == startYear)
}

@Test func undatedItemsHaveNoDecadeAndDatedOnesTheFirstThatYieldsOne() {
    var metadata = DublinCore()
    #expect(Item(identifier: "a", metadata: metadata).decade == nil)
    metadata.date = ["n.d.", "[191-?]", "1935"]
    #expect(Item(identifier: "a", metadata: metadata).decade == Decade(startYear: 1910))
    metadata.date = ["[between 1600 and 1986]", "1911"]
    #expect(Item(identifier: "a", metadata: metadata).decade == Decade(startYear: 1910))
    metadata.date = ["19--", "[s.d.]"]
    #expect(Item(identifier: "a", metadata: metadata).decade == nil)
}

@Test(arguments: [(1850, "1850s"), (1910, "1910s"), (1989, "1980s"), (2000, "2000s")])
func decadesAreWrittenWithTheirFirstYear(year: Int, written: String) {
    #expect(Decade(startYear: year).description == written)
}
