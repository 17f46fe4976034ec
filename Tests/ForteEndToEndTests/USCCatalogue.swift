import Foundation

/// The University of South Carolina's sheet-music catalogue (`../shared/realworld-music/usc/sm_db_backup.tsv`, see
/// its SOURCES.md), read as the library exported it: one record a line, tab-separated, a value quoted (its quotes
/// doubled) where it holds a quote or a tab. Read, never copied.
enum USCCatalogue {
    static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../shared/realworld-music/usc/sm_db_backup.tsv").standardized.path
    static var isPresent: Bool { FileManager.default.fileExists(atPath: path) }

    /// The columns of people, each with the role its names have: the MARC relator term, the term as RDA writes it in
    /// a 700 `$e`, and the relator code (`$4`).
    static let roleColumns: [(column: String, role: String, term: String, code: String)] = [
        ("composer_data", "composer", "composer", "cmp"), ("lyricist_data", "lyricist", "lyricist", "lyr"),
        ("arranger_data", "arranger", "arranger of music", "arr"),
        ("illustrator_data", "illustrator", "illustrator", "ill"),
        ("editor_data", "editor", "editor", "edt"),
    ]

    /// One record: its columns by name.
    struct Record: Sendable {
        var columns: [String: String]
        subscript(_ name: String) -> String { columns[name] ?? "" }

        var mid: String { self["MID"] }
        var identifier: String { "oai:sheetmusic.library.sc.edu:\(mid)" }

        /// A column's values, split at `separator`, each trimmed and without its authority URI
        /// (`Hart, Lorenz, 1895-1943|http://id.loc.gov/…` → `Hart, Lorenz, 1895-1943`).
        func values(_ name: String, separator: String = " ; ") -> [String] {
            self[name].components(separatedBy: separator).compactMap { value in
                let heading = value.components(separatedBy: "|http").first!
                    .trimmingCharacters(in: CharacterSet(charactersIn: " |"))
                return heading.isEmpty ? nil : heading
            }
        }
    }

    /// The records with a record number, in the file's order.
    static func records() throws -> [Record] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasSuffix("\r") ? $0.dropLast() : $0 }
        let header = fields(of: lines.removeFirst()).map { $0.replacingOccurrences(of: "\u{FEFF}", with: "") }
        return lines.compactMap { line in
            let columns = Dictionary(zip(header, fields(of: line)), uniquingKeysWith: { first, _ in first })
            let record = Record(columns: columns)
            return Int(record.mid) == nil ? nil : record
        }
    }

    /// A line's fields, a quoted one unquoted (`""` in it is `"`).
    private static func fields(of line: Substring) -> [String] {
        var fields: [String] = []
        var field = ""
        var quoted = false
        var characters = line[...]
        while let character = characters.popFirst() {
            if quoted, character == "\"" {
                if characters.first == "\"" { field.append(characters.removeFirst()) } else { quoted = false }
            } else if quoted || (character != "\t" && !(character == "\"" && field.isEmpty)) {
                field.append(character)
            } else if character == "\t" {
                fields.append(field)
                field = ""
            } else {
                quoted = true
            }
        }
        return fields + [field]
    }
}
