/// Places of publication, from the place of a publication statement (`New York, NY : Jos. W. Stern`; see
/// `PublicationStatement`): the place facet's derivation.
///
/// Normalised as a cataloguer would: a US state or Canadian province spelt out whichever way it was written
/// (`Boston, MA`, `Boston, Mass.`, `Boston, Massachusetts` are `Boston, Massachusetts`), a city publishers
/// were known in given its state or country when the record does not (`Boston`, `Leipzig` → `Leipzig, Germany`),
/// and in English (`Wien` → `Vienna, Austria`, `Mayence` → `Mainz, Germany`); `New York`, `N.Y.` and `NY` alone
/// are the city. `[S.l.]` (no place) is none.
enum PublicationPlace {
    static func values(of metadata: DublinCore) -> [FacetValue] {
        PublicationStatement.statements(in: metadata).compactMap { $0.place.flatMap(normalized) }
    }

    static func normalized(_ written: String) -> FacetValue? {
        var text = tidyingWhitespace(written[...])
        text = String(text.filter { $0 != "[" && $0 != "]" && $0 != "?" })
        while let last = text.last, last == "," || last == " " { text.removeLast() }
        var city = text
        var region: String?
        if let comma = text.firstIndex(of: ",") {
            city = tidyingWhitespace(text[..<comma])
            region = tidyingWhitespace(text[text.index(after: comma)...])
        } else if text.hasSuffix("."), let space = text.lastIndex(of: " "),
            regionNames[abbreviationKey(String(text[text.index(after: space)...]))] != nil
        {
            // `Champaign Ill.`: a state's abbreviation without its comma.
            city = tidyingWhitespace(text[..<space])
            region = String(text[text.index(after: space)...])
        } else if text.hasSuffix(")"), let open = text.lastIndex(of: "(") {
            // The authority form: `Boston (Mass.)`.
            city = tidyingWhitespace(text[..<open])
            region = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
        }
        if city.hasSuffix(".") && city.count > 3 && !city.hasSuffix(" St.") { city.removeLast() }
        let cityKey = abbreviationKey(city)
        guard cityKey.contains(where: \.isLetterQuick), !["sl", "np", "unknown"].contains(cityKey) else { return nil }
        let regionName = region.flatMap { regionNames[abbreviationKey($0)] ?? (abbreviationKey($0).isEmpty ? nil : $0) }
        if region == nil, let state = regionNames[cityKey], state == "New York" {
            return FacetValue("New York, New York")
        }
        let isUK = regionName == "United Kingdom"
        if let known = knownCities[cityKey],
            regionName == nil || regionName == known.region || isUK && known.region == "England"
        {
            return FacetValue("\(known.city), \(known.region)")
        }
        guard let regionName else { return FacetValue(city) }
        return FacetValue("\(city), \(regionName)")
    }

    /// Whether `written` is a city publishers were known in (`Mainz`, `Boston`), written alone.
    static func isKnownCity(_ written: some StringProtocol) -> Bool {
        knownCities[abbreviationKey(tidyingWhitespace(Substring(written)))] != nil
    }

    /// Folded, without full stops and spaces: `N. Y.` and `NY` are `ny`, `Mass.` is `mass`.
    private static func abbreviationKey(_ text: String) -> String {
        Title.sortKey(text).filter { $0 != "." && $0 != " " }
    }

    /// US states, Canadian provinces and countries by each way they are written, to their English names.
    private static let regionNames: [String: String] = {
        let forms: [(String, [String])] = [
            ("Alabama", ["AL", "Ala."]), ("Alaska", ["AK"]), ("Arizona", ["AZ", "Ariz."]),
            ("Arkansas", ["AR", "Ark."]),
            ("California", ["CA", "Calif.", "Cal."]), ("Colorado", ["CO", "Colo."]), ("Connecticut", ["CT", "Conn."]),
            ("Delaware", ["DE", "Del."]), ("District of Columbia", ["DC", "D.C."]), ("Florida", ["FL", "Fla."]),
            ("Georgia", ["GA", "Ga."]), ("Hawaii", ["HI"]), ("Idaho", ["ID", "Ida."]), ("Illinois", ["IL", "Ill."]),
            ("Indiana", ["IN", "Ind."]), ("Iowa", ["IA"]), ("Kansas", ["KS", "Kan.", "Kans."]),
            ("Kentucky", ["KY", "Ky."]),
            ("Louisiana", ["LA", "La."]), ("Maine", ["ME", "Me."]), ("Maryland", ["MD", "Md."]),
            ("Massachusetts", ["MA", "Mass."]), ("Michigan", ["MI", "Mich."]), ("Minnesota", ["MN", "Minn."]),
            ("Mississippi", ["MS", "Miss."]), ("Missouri", ["MO", "Mo."]), ("Montana", ["MT", "Mont."]),
            ("Nebraska", ["NE", "Neb.", "Nebr."]), ("Nevada", ["NV", "Nev."]), ("New Hampshire", ["NH", "N.H."]),
            ("New Jersey", ["NJ", "N.J."]), ("New Mexico", ["NM", "N.M.", "N. Mex."]), ("New York", ["NY", "N.Y."]),
            ("North Carolina", ["NC", "N.C."]), ("North Dakota", ["ND", "N.D.", "N. Dak."]), ("Ohio", ["OH", "O."]),
            ("Oklahoma", ["OK", "Okla."]), ("Oregon", ["OR", "Or.", "Oreg."]),
            ("Pennsylvania", ["PA", "Pa.", "Penn.", "Penna."]), ("Rhode Island", ["RI", "R.I."]),
            ("South Carolina", ["SC", "S.C."]), ("South Dakota", ["SD", "S.D.", "S. Dak."]),
            ("Tennessee", ["TN", "Tenn."]), ("Texas", ["TX", "Tex."]), ("Utah", ["UT"]), ("Vermont", ["VT", "Vt."]),
            ("Virginia", ["VA", "Va."]), ("Washington", ["WA", "Wash."]), ("West Virginia", ["WV", "W. Va."]),
            ("Wisconsin", ["WI", "Wis.", "Wisc."]), ("Wyoming", ["WY", "Wyo."]),
            ("Ontario", ["ON", "Ont."]), ("Quebec", ["QC", "Que.", "P.Q.", "Québec"]),
            ("British Columbia", ["BC", "B.C."]), ("Nova Scotia", ["NS", "N.S."]), ("Manitoba", ["MB", "Man."]),
            ("England", ["Eng."]), ("Germany", ["Deutschland", "Ger."]), ("Austria", ["Österreich"]),
            ("Switzerland", ["Schweiz", "Suisse", "Svizzera"]), ("Italy", ["Italia"]), ("Spain", ["España"]),
            ("France", []), ("Netherlands", ["Holland", "The Netherlands"]), ("Belgium", ["Belgique"]),
            ("Scotland", []), ("Ireland", []), ("Canada", []), ("Australia", []), ("Russia", []), ("Cuba", []),
            ("Mexico", ["México"]), ("Denmark", ["Danmark"]), ("Sweden", ["Sverige"]), ("Norway", ["Norge"]),
            ("United Kingdom", ["UK", "U.K.", "Great Britain", "G.B."]), ("United States", ["USA", "U.S.A.", "U.S."]),
        ]
        var names: [String: String] = [:]
        for (name, written) in forms {
            for form in written + [name] { names[abbreviationKey(form)] = name }
        }
        return names
    }()

    /// Cities music publishers were known in, by each way they are written, to the city and its state or country:
    /// a place that names the city alone, or the city in that region, is that city.
    private static let knownCities: [String: (city: String, region: String)] = {
        let cities: [(String, String, [String])] = [
            ("New York", "New York", ["NYC", "New York City", "New-York"]), ("Boston", "Massachusetts", []),
            ("Chicago", "Illinois", []), ("Philadelphia", "Pennsylvania", []), ("Cincinnati", "Ohio", []),
            ("San Francisco", "California", []), ("Detroit", "Michigan", []), ("Cleveland", "Ohio", []),
            ("Los Angeles", "California", []), ("Hollywood", "California", []),
            ("St. Louis", "Missouri", ["Saint Louis", "St Louis"]), ("Nashville", "Tennessee", []),
            ("Baltimore", "Maryland", []), ("New Orleans", "Louisiana", []), ("Pittsburgh", "Pennsylvania", []),
            ("Milwaukee", "Wisconsin", []), ("Indianapolis", "Indiana", []), ("Minneapolis", "Minnesota", []),
            ("Louisville", "Kentucky", []),
            ("London", "England", []), ("Paris", "France", []), ("Leipzig", "Germany", []),
            ("Berlin", "Germany", []), ("Mainz", "Germany", ["Mayence"]), ("Bonn", "Germany", []),
            ("Hamburg", "Germany", []), ("Munich", "Germany", ["München"]),
            ("Offenbach am Main", "Germany", ["Offenbach", "Offenbach a. M."]), ("Vienna", "Austria", ["Wien"]),
            ("Milan", "Italy", ["Milano"]), ("Rome", "Italy", ["Roma"]), ("Naples", "Italy", ["Napoli"]),
            ("Zürich", "Switzerland", ["Zurich"]), ("Copenhagen", "Denmark", ["København"]),
            ("Amsterdam", "Netherlands", []), ("Brussels", "Belgium", ["Bruxelles"]), ("Moscow", "Russia", ["Moskva"]),
            ("Toronto", "Ontario", []), ("Montreal", "Quebec", ["Montréal"]),
        ]
        var known: [String: (city: String, region: String)] = [:]
        for (city, region, written) in cities {
            for form in written + [city] { known[abbreviationKey(form)] = (city, region) }
        }
        return known
    }()
}
