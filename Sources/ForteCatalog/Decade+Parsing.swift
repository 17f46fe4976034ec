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
    /// (`[ca. 1910]`, `c1963`, `cop. 1935`, `12/3/1915`, `between 1880 and 1889`), unless it begins a range or
    /// alternative wider than `maxRange` (`[between 1600 and 1986]`, `1572 or 1686`): a cataloguer who knows no
    /// nearer date, and filing it by either end would put it among music of another age. Failing a year, the first
    /// three digits followed by a hyphen do (`191-`, `[191-?]`). Anything else (`19--`, `n.d.`, `[s.d.]`, an empty
    /// value) is undated. Digits of any script count.
    public static func year(parsing date: String) -> Int? {
        let scalars = date.unicodeScalars
        var run = 0, runLength = 0
        var decadeFromHyphen: Int?
        var hyphenCandidate: Int?  // `191-` seen: a decade unless a digit follows the hyphen
        for index in scalars.indices {
            let scalar = scalars[index]
            if let digit = Self.digitValue(scalar) {
                hyphenCandidate = nil
                if runLength < 5 { run = run * 10 + digit }
                runLength += 1
                continue
            }
            if let candidate = hyphenCandidate, decadeFromHyphen == nil { decadeFromHyphen = candidate }
            hyphenCandidate = nil
            if runLength == 4, Self.years.contains(run) {
                return Self.unlessWideRange(from: run, rest: scalars[index...])
            }
            if runLength == 3, scalar == "-", Self.years.contains(run * 10) { hyphenCandidate = run * 10 }
            run = 0
            runLength = 0
        }
        if runLength == 4, Self.years.contains(run) { return run }
        return decadeFromHyphen ?? hyphenCandidate
    }

    /// The widest range of years (`1880-1920`) that is filed by its first year.
    static let maxRange = 50

    /// `year`, unless `rest`, what follows it, makes it the start of a range wider than `maxRange`.
    private static func unlessWideRange(from year: Int, rest: Substring.UnicodeScalarView) -> Int? {
        let afterYear = Substring(rest).drop { Self.fillers.contains($0) }
        let lowered = afterYear.prefix(4).lowercased()
        guard let connector = Self.connectors.first(where: { lowered.hasPrefix($0) }) else { return year }
        let digits = afterYear.dropFirst(connector.count).drop { Self.fillers.contains($0) }.unicodeScalars
            .prefix { Self.digitValue($0) != nil }.compactMap(Self.digitValue)
        let end = digits.reduce(0) { $0 * 10 + $1 }
        return digits.count == 4 && Self.years.contains(end) && end - year > Self.maxRange ? nil : year
    }

    /// What joins a range's or an alternative's two years, with `fillers` around it.
    private static let connectors = ["-", "\u{2013}", "\u{2014}", "/", "and ", "to ", "or "]
    private static let fillers: Set<Character> = [" ", "?", "[", "]", "(", ")", "."]

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
