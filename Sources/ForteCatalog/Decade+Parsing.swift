extension Decade {
    /// The decade a single `dc:date` value yields, if any: the decade of `Decade.year(parsing:)`.
    public init?(parsing date: String) {
        guard let year = Self.year(parsing: date) else { return nil }
        self.init(startYear: year)
    }

    /// The year a single `dc:date` value yields, if any, as far as it says: a decade's first year when
    /// it names only the decade.
    ///
    /// The first four-digit year from 1400 to 2099 anywhere in the value gives its decade
    /// (`[ca. 1910]`, `c1963`, `cop. 1935`, `12/3/1915`, `between 1880 and 1889`); failing that,
    /// the first three digits followed by a hyphen do (`191-`, `[191-?]`). Anything else
    /// (`19--`, `n.d.`, `[s.d.]`, an empty value) is undated. Digits of any script count.
    public static func year(parsing date: String) -> Int? {
        var run = 0, runLength = 0
        var decadeFromHyphen: Int?
        var hyphenCandidate: Int?  // `191-` seen: a decade unless a digit follows the hyphen
        for scalar in date.unicodeScalars {
            if let digit = Self.digitValue(scalar) {
                hyphenCandidate = nil
                if runLength < 5 { run = run * 10 + digit }
                runLength += 1
                continue
            }
            if let candidate = hyphenCandidate, decadeFromHyphen == nil { decadeFromHyphen = candidate }
            hyphenCandidate = nil
            if runLength == 4, Self.years.contains(run) { return run }
            if runLength == 3, scalar == "-", Self.years.contains(run * 10) { hyphenCandidate = run * 10 }
            run = 0
            runLength = 0
        }
        if runLength == 4, Self.years.contains(run) { return run }
        return decadeFromHyphen ?? hyphenCandidate
    }

    /// The years a catalogued date can mean: older or later numbers are plate or opus numbers.
    private static let years = 1400...2099

    private static func digitValue(_ scalar: Unicode.Scalar) -> Int? {
        if scalar.isASCII {
            return ("0"..."9").contains(scalar) ? Int(scalar.value - 0x30) : nil
        }
        guard scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue else { return nil }
        return Int(value)
    }
}
