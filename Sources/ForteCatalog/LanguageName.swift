/// Languages of an item's text, by their English names (`English`, `German`), from `dc:language` as catalogued:
/// names, ISO 639-2 codes (MARC 041 and 008 write them: `eng`, `ger`, `deu`), ISO 639-1 codes and language tags
/// (`en`, `en-US`), a cataloguer's doubt (`German?`) or note (`Russian (Romanized)`) dropped, several in one value
/// (`Ladino/Spanish?`, `eng; fre`) apart: the language facet's derivation.
///
/// Instrumental music, `No linguistic content` (ISO 639-2 `zxx`), is the value `No linguistic content`: so catalogued,
/// so shown, and so filtered. A language unknown or unsaid (`Unknown`, `und`, `??`) is none.
enum LanguageName {
    static func values(of metadata: DublinCore) -> [FacetValue] {
        metadata.language.flatMap(normalized)
    }

    /// The languages a catalogued value names.
    static func normalized(_ written: String) -> [FacetValue] {
        var text = tidyingWhitespace(written[...])
        if let open = text.firstIndex(of: "("), open != text.startIndex { text = String(text[..<open]) }
        let separators: Set<Character> = ["/", ";", "|", ",", "?"]
        let parts = text[...].pieces(separatedBy: [" and "]).flatMap { $0.split { separators.contains($0) } }
        return parts.flatMap { part -> [Substring] in
            // `en fr`: codes side by side.
            let words = part.split(separator: " ")
            let areCodes =
                words.count > 1
                && words.allSatisfy { $0.count <= 3 && names[Title.sortKey(String($0))] != nil }
            return areCodes ? words : [part]
        }.compactMap { part in
            let name = tidyingWhitespace(part)
            let key = Title.sortKey(name)
            if unknown.contains(key) { return nil }
            // `en-US`, `en_US`: the language of a tag.
            let language = String(key.prefix { $0 != "-" && $0 != "_" })
            if let named = names[key] ?? names[language] { return FacetValue(named) }
            // A code not in the table is no name to show; a name not in it is shown as catalogued.
            let isName = name.allSatisfy { $0.isLetterQuick || $0 == " " || $0 == "-" || $0 == "'" }
            guard key.count > 3, isName else { return nil }
            return FacetValue(name.prefix(1).uppercased() + name.dropFirst())
        }
    }

    private static let unknown: Set<String> = ["unknown", "und", "undetermined", "undefined", "n/a", "none", "other"]

    /// Each name, ISO 639-2 code (bibliographic and terminological) and ISO 639-1 code, folded, to its English name.
    private static let names: [String: String] = {
        let languages: [(String, [String])] = [
            ("English", ["eng", "en", "anglais", "englisch", "inglés", "ingles"]),
            ("French", ["fre", "fra", "fr", "français", "francais", "französisch"]),
            ("German", ["ger", "deu", "de", "deutsch", "allemand"]), ("Italian", ["ita", "it", "italiano"]),
            ("Spanish", ["spa", "es", "español", "espanol", "castellano"]), ("Latin", ["lat", "la"]),
            ("Russian", ["rus", "ru"]), ("Hawaiian", ["haw"]), ("Dutch", ["dut", "nld", "nl"]),
            ("Hungarian", ["hun", "hu"]), ("Hebrew", ["heb", "he"]), ("Yiddish", ["yid", "yi"]),
            ("Ladino", ["lad"]), ("Javanese", ["jav", "jv"]), ("Czech", ["cze", "ces", "cs"]),
            ("Ukrainian", ["ukr", "uk"]), ("Polish", ["pol", "pl"]), ("Portuguese", ["por", "pt"]),
            ("Swedish", ["swe", "sv"]), ("Norwegian", ["nor", "no", "nob", "nb"]), ("Danish", ["dan", "da"]),
            ("Finnish", ["fin", "fi"]), ("Greek", ["gre", "ell", "el"]), ("Irish", ["gle", "ga"]),
            ("Welsh", ["wel", "cym", "cy"]), ("Scottish Gaelic", ["gla", "gd"]), ("Afrikaans", ["afr", "af"]),
            ("Zulu", ["zul", "zu"]), ("Japanese", ["jpn", "ja"]), ("Chinese", ["chi", "zho", "zh"]),
            ("Korean", ["kor", "ko"]), ("Arabic", ["ara", "ar"]), ("Turkish", ["tur", "tr"]),
            ("Catalan", ["cat", "ca"]), ("Croatian", ["hrv", "hr"]), ("Serbian", ["srp", "sr"]),
            ("Slovak", ["slo", "slk", "sk"]), ("Slovenian", ["slv", "sl"]), ("Romanian", ["rum", "ron", "ro"]),
            ("Bulgarian", ["bul", "bg"]), ("Estonian", ["est", "et"]), ("Latvian", ["lav", "lv"]),
            ("Lithuanian", ["lit", "lt"]), ("Icelandic", ["ice", "isl", "is"]), ("Indonesian", ["ind", "id"]),
            ("Malay", ["may", "msa", "ms"]), ("Maori", ["mao", "mri", "mi"]), ("Samoan", ["smo", "sm"]),
            ("Tagalog", ["tgl", "tl"]), ("Hindi", ["hin", "hi"]), ("Persian", ["per", "fas", "fa"]),
            ("Esperanto", ["epo", "eo"]), ("Neapolitan", ["nap"]), ("Armenian", ["arm", "hye", "hy"]),
            ("Occitan", ["oci", "oc"]), ("Uzbek", ["uzb", "uz"]), ("Tamil", ["tam", "ta"]),
            ("Multiple languages", ["mul", "multiple"]),
            ("No linguistic content", ["zxx", "no linguistic content", "instrumental"]),
        ]
        var names: [String: String] = [:]
        for (name, written) in languages {
            for form in written + [name] { names[Title.sortKey(form)] = name }
        }
        return names
    }()
}
