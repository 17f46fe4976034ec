import Foundation

/// The USC catalogue's records as a repository would publish them over OAI-PMH, written as saved `ListRecords`
/// pages for `forte sync DIR`: as `oai_dc` the way a CONTENTdm repository gives such records, or as MARCXML
/// (`marc21`) the way a library catalogue does, ISBD punctuation and all.
enum USCRendering: String, CaseIterable, Sendable, CustomStringConvertible {
    case dublinCore = "oai_dc"
    case marc = "marc21"

    var description: String { rawValue }

    static let recordsAPage = 500

    /// Writes the records' pages (`page-000.xml`, …) into `directory`.
    func write(_ records: [USCCatalogue.Record], to directory: String) throws {
        for start in stride(from: 0, to: records.count, by: Self.recordsAPage) {
            let page = records[start..<min(start + Self.recordsAPage, records.count)]
            let xml =
                #"<?xml version="1.0" encoding="UTF-8"?><OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/">"#
                + "<responseDate>2026-03-01T00:00:00Z</responseDate>"
                + #"<request verb="ListRecords" metadataPrefix="\#(rawValue)">"#
                + "https://sheetmusic.library.sc.edu/oai</request>"
                + "<ListRecords>" + page.map(record).joined() + "</ListRecords></OAI-PMH>"
            let name = String(format: "/page-%03d.xml", start / Self.recordsAPage)
            try Data(xml.utf8).write(to: URL(fileURLWithPath: directory + name))
        }
    }

    private func record(_ record: USCCatalogue.Record) -> String {
        "<record><header><identifier>\(record.identifier)</identifier><datestamp>2026-03-01</datestamp></header>"
            + "<metadata>"
            + (self == .dublinCore ? Self.dublinCore(record) : Self.marc(record)) + "</metadata></record>"
    }

    // MARK: oai_dc

    /// Composers in `dc:creator`, everyone else in `dc:contributor` with their role (`Hart, Lorenz, 1895-1943
    /// (lyricist)`), LCSH in `dc:subject`, `Place : Publisher` in `dc:publisher`, each language in `dc:language`, each
    /// note in `dc:description`, the larger work in `dc:relation`, the record's page in `dc:identifier`.
    private static func dublinCore(_ record: USCCatalogue.Record) -> String {
        var elements: [(String, String)] = [("title", record["Title"])]
        for (column, role, _, _) in USCCatalogue.roleColumns {
            for heading in record.values(column) {
                elements.append(role == "composer" ? ("creator", heading) : ("contributor", "\(heading) (\(role))"))
            }
        }
        elements += record.values("subject_data").map { ("subject", $0) }
        let statements = publication(record)
        if statements.count > 1 || statements[0].place != nil || statements[0].publisher != nil {
            elements.append(
                (
                    "publisher",
                    statements.enumerated().map { index, statement in
                        let publisher = statement.publisher ?? (index == statements.count - 1 ? "[s.n.]" : nil)
                        return [statement.place, publisher].compactMap { $0 }.joined(separator: " : ")
                    }.joined(separator: " ; ")
                ))
        }
        elements += record.values("lang", separator: "|").map { ("language", $0) }
        elements += record.values("notes", separator: "|").map { ("description", $0) }
        elements += record.values("LargerWork").map { ("relation", $0) }
        elements += record.values("testDates").map { ("date", $0) }
        elements += [("type", "Notated music"), ("identifier", record["CurrentURL"])]
        return #"<oai_dc:dc xmlns:oai_dc="http://www.openarchives.org/OAI/2.0/oai_dc/" "#
            + #"xmlns:dc="http://purl.org/dc/elements/1.1/">"#
            + elements.filter { !$0.1.isEmpty }.map { "<dc:\($0.0)>\(escaped($0.1))</dc:\($0.0)>" }.joined()
            + "</oai_dc:dc>"
    }

    /// Where and by whom a record was published, as ISBD pairs them: a place with each publisher when the columns name
    /// as many of each (`Boston, MA|New York, NY` and `Oliver Ditson Company ; Chas. H. Ditson & Co.`), else every
    /// place with every publisher (`Leipzig|New York` and `M.P. Belaïeff`); nil where a column is empty.
    private static func publication(_ record: USCCatalogue.Record) -> [(place: String?, publisher: String?)] {
        let places = record.values("PublisherLocationTest", separator: "|")
        let publishers = record.values("Publisher")
        if places.count == publishers.count, places.count > 1 {
            return Array(zip(places.map(Optional.some), publishers))
        }
        let publisher = publishers.isEmpty ? nil : publishers.joined(separator: " : ")
        return places.isEmpty ? [(nil, publisher)] : places.dropLast().map { ($0, nil) } + [(places.last, publisher)]
    }

    // MARK: MARCXML

    /// ISO 639-2 codes for the languages 041 and 008 give; a language not here is left out of both.
    static let languageCodes = [
        "English": "eng", "German": "ger", "French": "fre", "Italian": "ita", "Spanish": "spa",
        "Latin": "lat", "Russian": "rus",
    ]

    /// Leader/06 `c` (notated music); 008 with the date and language; 041 `$a` each language's code; the first
    /// composer in 100 and everyone else in 700, each person once with every role in `$e` (RDA terms; `$4` relator
    /// codes instead in records with an odd number); 245 the title with a statement of responsibility; 260 `$a` each
    /// place `$b` publisher `$c` date; 500 each note; 650 each LCSH heading in subfields; 730 a larger work whose
    /// title has its kind (`(motion picture)`), 740 any other; 856 the record's page.
    private static func marc(_ record: USCCatalogue.Record) -> String {
        var fields: [String] = []
        let languages = record.values("lang", separator: "|").compactMap { languageCodes[$0] }
        let noText = record.values("lang", separator: "|") == ["No linguistic content"]
        fields.append(controlField("001", record.mid))
        fields.append(
            controlField(
                "008",
                fixedData(
                    date: record["testDates"],
                    language: noText ? "zxx" : languages.first ?? "und")))
        if !languages.isEmpty { fields.append(dataField("041", "0 ", languages.map { ("a", $0) })) }
        // Each heading once, with every role it has, in the order of the columns.
        var people: [(heading: String, roles: [(term: String, code: String)])] = []
        for (column, _, term, code) in USCCatalogue.roleColumns {
            for heading in record.values(column) {
                if let known = people.firstIndex(where: { $0.heading == heading }) {
                    people[known].roles.append((term, code))
                } else {
                    people.append((heading, [(term, code)]))
                }
            }
        }
        let codes = (Int(record.mid) ?? 0) % 2 == 1
        for (number, person) in people.enumerated() {
            let tag = number == 0 && person.roles.contains(where: { $0.term == "composer" }) ? "100" : "700"
            fields.append(nameField(tag, USCHeading(person.heading), roles: person.roles, asCodes: codes))
        }
        let title = record["Title"].trimmingCharacters(in: .whitespaces)
        let responsibility = record.values("composer_data").compactMap { USCHeading($0).directOrder }
        let nonfiling = ["The ", "A ", "An "].first { title.hasPrefix($0) }?.count ?? 0
        fields.append(
            dataField(
                "245", "1\(nonfiling)",
                responsibility.isEmpty
                    ? [("a", ending(title, "."))]
                    : [("a", title + " /"), ("c", responsibility.joined(separator: ", ") + ".")]))
        fields.append(publicationField(record))
        fields += record.values("notes", separator: "|").map { dataField("500", "  ", [("a", ending($0, "."))]) }
        fields += record.values("subject_data").map(subjectField)
        for work in record.values("LargerWork") {
            fields.append(
                work.hasSuffix(")")
                    ? dataField("730", "0 ", [("a", work)])
                    : dataField("740", "0 ", [("a", ending(work, "."))]))
        }
        if !record["CurrentURL"].isEmpty { fields.append(dataField("856", "41", [("u", record["CurrentURL"])])) }
        return #"<record xmlns="http://www.loc.gov/MARC21/slim"><leader>00000ncm a2200000 a 4500</leader>"#
            + fields.joined() + "</record>"
    }

    /// 008: the date entered, the kind of date and the dates (a single year `s`, a range `q`, none `n`), no place, and
    /// the language.
    private static func fixedData(date: String, language: String) -> String {
        let years = date.split(separator: "-").map(String.init)
        let dates =
            if years.count == 1, years[0].count == 4, Int(years[0]) != nil {
                "s" + years[0] + "    "
            } else if years.count == 2, years.allSatisfy({ $0.count == 4 && Int($0) != nil }) {
                "q" + years[0] + years[1]
            } else {
                "nuuuuuuuu"
            }
        return "260301" + dates + "xx " + String(repeating: "|", count: 17) + language + " d"
    }

    /// 100 or 700: `$a Rodgers, Richard, $d 1902-1979, $e composer.`, ISBD punctuation between the subfields.
    private static func nameField(
        _ tag: String, _ heading: USCHeading, roles: [(term: String, code: String)],
        asCodes: Bool
    ) -> String {
        var subfields: [(String, String)] = [("a", heading.name)]
        if let fullerForm = heading.fullerForm { subfields.append(("q", fullerForm)) }
        if let qualifier = heading.qualifier { subfields.append(("c", qualifier)) }
        if let dates = heading.dates { subfields.append(("d", dates)) }
        if !asCodes { subfields += roles.map { ("e", $0.term) } }
        for index in subfields.indices {
            let value = subfields[index].1
            subfields[index].1 = index == subfields.count - 1 ? ending(value, ".") : value + ","
        }
        if asCodes { subfields += roles.map { ("4", $0.code) } }
        let indicator = heading.name.contains(",") ? "1 " : "0 "
        return dataField(tag, indicator, subfields)
    }

    /// 260: `$a New York, NY : $b Famous Music, $c 1933.`; `;` between statements, `[S.l.]` and `[s.n.]` for none.
    private static func publicationField(_ record: USCCatalogue.Record) -> String {
        let date = record["testDates"].trimmingCharacters(in: .whitespaces)
        var subfields: [(String, String)] = []
        let statements = publication(record)
        for (index, statement) in statements.enumerated() {
            if !subfields.isEmpty { subfields[subfields.count - 1].1 += " ;" }
            let publisher = statement.publisher ?? (index == statements.count - 1 ? "[s.n.]" : nil)
            subfields.append(("a", (statement.place ?? "[S.l.]") + (publisher == nil ? "" : " :")))
            if let publisher { subfields.append(("b", publisher)) }
        }
        subfields[subfields.count - 1].1 += date.isEmpty ? "." : ","
        if !date.isEmpty { subfields.append(("c", date + ".")) }
        return dataField("260", "  ", subfields)
    }

    /// 650: `Popular music--United States--1911-1920` → `$a Popular music $z United States $y 1911-1920.`, ending in a
    /// full stop unless it ends in a parenthesis.
    private static func subjectField(_ heading: String) -> String {
        let parts = heading.components(separatedBy: "--").map { $0.trimmingCharacters(in: .whitespaces) }
        var subfields =
            [("a", parts[0])]
            + parts.dropFirst().map { part in
                if part.first?.isNumber == true || part.hasPrefix("To ") { return ("y", part) }
                if formSubdivisions.contains(part) { return ("v", part) }
                return (places.contains(part) ? "z" : "x", part)
            }
        subfields[subfields.count - 1].1 = ending(subfields[subfields.count - 1].1, ".")
        return dataField("650", " 0", subfields)
    }

    private static let formSubdivisions: Set<String> = [
        "Songs and music", "Excerpts", "Vocal scores with piano", "Scores and parts", "Excerpts, Arranged", "Scores",
        "Solo with piano", "Solos with piano", "Studies and exercises", "Teaching pieces", "Musical settings", "Parts",
        "Juvenile", "Instrumental settings", "Piano scores", "Simplified editions", "Methods", "Periodicals",
    ]
    private static let places: Set<String> = [
        "United States", "Southern States", "France", "Germany", "Scotland", "Ireland", "England", "Italy", "Hawaii",
        "Russia", "Kentucky", "Virginia", "The Carolinas", "Nebraska", "Mexico", "Austria", "Hungary", "Alabama",
        "Cuba",
    ]

    /// The text ending in `mark`, unless it already ends in punctuation that closes it.
    private static func ending(_ text: String, _ mark: String) -> String {
        guard let last = text.last, !".?!)-".contains(last) else { return text }
        return text + mark
    }

    private static func controlField(_ tag: String, _ value: String) -> String {
        #"<controlfield tag="\#(tag)">\#(escaped(value))</controlfield>"#
    }

    private static func dataField(_ tag: String, _ indicators: String, _ subfields: [(String, String)]) -> String {
        let indicators = Array(indicators)
        return #"<datafield tag="\#(tag)" ind1="\#(indicators[0])" ind2="\#(indicators[1])">"#
            + subfields.map { #"<subfield code="\#($0.0)">\#(escaped($0.1))</subfield>"# }.joined() + "</datafield>"
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: "\"", with: "&quot;")
    }
}
