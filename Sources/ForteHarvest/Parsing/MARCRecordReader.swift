import ForteCatalog

/// Reads a MARCXML record (MARC 21 slim or marcxchange) as SAX events arrive and maps it to Dublin Core, so that
/// `marc21`, `marcxml` and `MARC21` records become items through the same path as `oai_dc` ones:
/// title 245 `$a $b $n $p` (without its closing `/`), creators 100/110/700/710 with their roles (`$e`, `$4`),
/// date 260/264 `$c` (else 008/07-10; a reproduction's, 008/06 `r`, the original's 008/11-14), publication statement
/// 260/264 `$a $b` as ISBD writes it (`New York : Leo Feist`), subjects 650/655, description 500/520, identifiers 856
/// `$u` (with `$3`, as a relation too) and 028 publisher numbers, type from Leader/06 (`c`, `d`: notated music),
/// medium of performance 382 as format (else 048's codes in LCMPT's words), languages 041 `$a $d` (else 008/35-37) as
/// ISO 639-2 codes, the larger work 730/740 `$a` and 773 `$t` as relations, and the uniform title 240/130 after the
/// title.
struct MARCRecordReader {
    private var field = MARCField()
    private var controlTag = -1
    private var fixedDate: String?
    private var uniformTitles: [String] = []
    private var hasDate = false
    /// 008/06 `r`: the record describes a reproduction, whose own dates are not the music's.
    private var isReproduction = false
    /// 008/35-37, given when no 041 gives the languages.
    private var fixedLanguage: String?
    private var hasLanguages = false
    /// 048's media, given when no 382 says them in words.
    private var codedMedia: [String] = []
    private var hasMedia = false

    /// A record begins: what the last one left is forgotten.
    mutating func begin() {
        field = MARCField()
        controlTag = -1
        fixedDate = nil
        uniformTitles.removeAll(keepingCapacity: true)
        hasDate = false
        isReproduction = false
        fixedLanguage = nil
        hasLanguages = false
        codedMedia.removeAll(keepingCapacity: true)
        hasMedia = false
    }

    /// The data fields mapped: the subfields of any other are not even read.
    private static let mappedTags: Set<Int> = [
        28, 41, 48, 100, 110, 130, 240, 245, 260, 264, 382, 500, 520, 650, 655, 700, 710, 730, 740, 773, 856,
    ]

    /// Whether the open data field is one that is mapped.
    var isReadingField: Bool { field.tag >= 0 }

    /// A `controlfield` or `datafield` begins, with its tag.
    mutating func beginField(tag: Int, isControl: Bool) {
        if isControl {
            controlTag = tag
        } else {
            field = MARCField(tag: Self.mappedTags.contains(tag) ? tag : -1)
        }
    }

    mutating func subfield(code: UInt8, value: String) {
        field.subfields.append((code, value))
    }

    /// The leader's text: Leader/06 says what kind of record it is.
    func leader(_ value: [UInt8], into values: inout DublinCore.Builder) {
        guard value.count > 6 else { return }
        switch value[6] {
        case UInt8(ascii: "c"): values.append("notated music", to: .type)
        case UInt8(ascii: "d"): values.append("manuscript notated music", to: .type)
        case UInt8(ascii: "j"): values.append("musical sound recording", to: .type)
        case UInt8(ascii: "i"): values.append("nonmusical sound recording", to: .type)
        default: break
        }
    }

    /// A control field's text: 008/07-10 is the date the record gives when no 260 or 264 does. A reproduction's
    /// (008/06 `r`, as e-rara's scans are) 260 and 264 give when it was reproduced; the music's date is the original's,
    /// 008/11-14.
    mutating func controlField(_ value: [UInt8], into values: inout DublinCore.Builder) {
        if controlTag == 8, value.count >= 38, value[35..<38].allSatisfy({ (0x61...0x7A).contains($0) }) {
            fixedLanguage = String(decoding: value[35..<38], as: UTF8.self)
        }
        switch controlTag {
        case 8 where value.count >= 15 && value[6] == UInt8(ascii: "r"):
            isReproduction = true
            if let original = Self.year(value[11..<15]) { values.append(original, to: .date) }
        case 8 where value.count >= 11:
            fixedDate = Self.year(value[7..<11])
        default: break
        }
    }

    /// A year of 008, if it has a digit: `191u` is a decade known, its year not, `191-` as catalogues write it.
    private static func year(_ field: ArraySlice<UInt8>) -> String? {
        let year = field.map { $0 == UInt8(ascii: "u") ? UInt8(ascii: "-") : $0 }
        return year.contains(where: { (0x30...0x39).contains($0) }) ? String(decoding: year, as: UTF8.self) : nil
    }

    /// A data field has ended: its values go to the Dublin Core elements it maps to.
    mutating func endField(into values: inout DublinCore.Builder) {
        switch field.tag {
        case 245:
            if let title = field.joined("abnp") {
                values.append(MARCField.trimmingFinalStop(MARCField.trimmingSeparator(title)), to: .title)
            }
        case 130, 240:
            if let title = field.joined("amnoprs") { uniformTitles.append(MARCField.trimmingSeparator(title)) }
        case 100, 700:
            append(field.heading(corporate: false), to: .creator, in: &values)
        case 110, 710:
            append(field.heading(corporate: true), to: .creator, in: &values)
        case 260, 264:
            for date in field.values("c") where !isReproduction {
                hasDate = true
                append(MARCField.trimmingSeparator(date), to: .date, in: &values)
            }
            for statement in field.publicationStatements { append(statement, to: .publisher, in: &values) }
        case 41:
            for code in field.values("a") + field.values("d") {
                // Older records run several codes together in one subfield (`engfre`).
                let letters = Array(code.lowercased().utf8.filter { (0x61...0x7A).contains($0) })
                for start in stride(from: 0, to: letters.count - 2, by: 3) {
                    hasLanguages = true
                    append(String(decoding: letters[start..<start + 3], as: UTF8.self), to: .language, in: &values)
                }
            }
        case 48:
            for code in field.values("a") + field.values("b") {
                if let medium = Self.media[String(code.lowercased().prefix(2))] { codedMedia.append(medium) }
            }
        case 730, 740:
            append(field.first("a").map(MARCField.trimmingSeparator) ?? "", to: .relation, in: &values)
        case 773:
            let title = field.first("t") ?? field.first("a")
            append(title.map(MARCField.trimmingSeparator) ?? "", to: .relation, in: &values)
        case 650, 655:
            append(
                field.joined("avxyz", separator: " -- ").map(MARCField.trimmingSeparator) ?? "", to: .subject,
                in: &values)
        case 500, 520:
            append(field.first("a") ?? "", to: .description, in: &values)
        case 28:
            append(field.joined("ab") ?? "", to: .identifier, in: &values)
        case 382:
            hasMedia = true
            append(
                field.joined("abdp", separator: ", ").map { "medium of performance: " + $0 } ?? "", to: .format,
                in: &values)
        case 856:
            // The label goes with every link: once full, the builder takes no more, and none is made.
            let label = field.first("3").map(MARCField.trimmingSeparator)
            for url in field.values("u") where !values.isFull {
                append(url, to: .identifier, in: &values)
                if let label { append("\(label): \(url)", to: .relation, in: &values) }
            }
        default:
            break
        }
        field = MARCField(tag: -1)
    }

    /// The record has ended: what waited for the rest of it (the uniform titles after the title, the fixed date).
    mutating func end(into values: inout DublinCore.Builder) {
        for title in uniformTitles { values.append(title, to: .title) }
        if !hasDate, let fixedDate { values.append(fixedDate, to: .date) }
        if !hasLanguages, let fixedLanguage { values.append(fixedLanguage, to: .language) }
        if !hasMedia, !codedMedia.isEmpty {
            values.append("medium of performance: " + codedMedia.joined(separator: ", "), to: .format)
        }
    }

    /// MARC 048's codes for instruments and voices (their first two letters), in the words `MediumOfPerformance`
    /// reads.
    private static let media: [String: String] = [
        "ba": "horn", "bb": "trumpet", "bc": "cornet", "bd": "trombone", "be": "tuba",
        "ca": "mixed chorus", "cb": "women's chorus", "cc": "men's chorus", "cd": "children's chorus", "cn": "chorus",
        "ka": "piano", "kb": "organ", "kc": "harpsichord", "ke": "continuo", "kf": "celesta",
        "oa": "orchestra", "ob": "chamber orchestra", "oc": "string orchestra", "od": "band", "oe": "dance orchestra",
        "of": "brass band", "pb": "xylophone", "pn": "percussion",
        "sa": "violin", "sb": "viola", "se": "cello", "sf": "double bass", "ta": "harp", "tb": "guitar",
        "td": "mandolin", "va": "soprano", "vb": "mezzo-soprano", "vc": "alto", "vd": "tenor", "ve": "baritone",
        "vh": "high voice", "vi": "medium voice", "vj": "low voice", "vn": "voice",
        "wa": "flute", "wb": "oboe", "wc": "clarinet", "wd": "bassoon", "we": "piccolo", "wi": "saxophone",
    ]

    private func append(_ value: String, to element: DublinCore.Element, in values: inout DublinCore.Builder) {
        if !value.isEmpty { values.append(value, to: element) }
    }
}
