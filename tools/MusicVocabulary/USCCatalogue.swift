import Foundation

/// The University of South Carolina Music Library's sheet-music catalogue as its export has it
/// (`../shared/realworld-music/usc/sm_db_backup.tsv`; the columns are described in that folder's SOURCES.md), read for
/// its words: each column's values, the most often catalogued first. Read where it is, never copied.
struct USCCatalogue {
    private var rows: [[String: String]] = []

    /// Where the export is beside the project: `../shared/realworld-music/usc/` from the package's folder.
    static let defaultPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../shared/realworld-music/usc/sm_db_backup.tsv").standardized.path

    /// Nil when there is no readable export at `path`.
    init?(path: String) {
        guard let data = FileManager.default.contents(atPath: path),
            var text = String(data: data, encoding: .utf8)
        else { return nil }
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true).map {
            $0.split(
                separator: "\t",
                omittingEmptySubsequences: false
            ).map(Self.unquoted)
        }
        guard !lines.isEmpty else { return nil }
        let header = lines.removeFirst()
        rows = lines.map { fields in
            Dictionary(zip(header, fields).filter { !$0.1.isEmpty }, uniquingKeysWith: { first, _ in first })
        }
    }

    /// A field as the export writes it: quoted when it holds a quotation mark or a separator, `""` for `"`.
    private static func unquoted(_ field: Substring) -> String {
        let trimmed = field.trimmingCharacters(in: .whitespaces)
        guard trimmed.count >= 2, trimmed.hasPrefix("\""), trimmed.hasSuffix("\"") else { return trimmed }
        return String(trimmed.dropFirst().dropLast()).replacingOccurrences(of: "\"\"", with: "\"")
    }

    /// The values of `column`, each `|`-separated authority URI dropped (`Rodgers, Richard, 1902-1979|http://…`),
    /// those in one field separated by `separator`: distinct, the most often catalogued first.
    func ranked(_ column: String, separator: String? = " ; ") -> [String] {
        ranked { row in
            guard let field = row[column] else { return [] }
            let values = separator.map { field.components(separatedBy: $0) } ?? [field]
            return values.map { value in
                String(value.split(separator: "|", omittingEmptySubsequences: false).first ?? "")
            }
        }
    }

    /// The values `read` finds in the rows, with how many rows name each, the most often catalogued first.
    func counted(_ read: ([String: String]) -> [String]) -> [(value: String, count: Int)] {
        var counts: [String: Int] = [:]
        var order: [String] = []
        for row in rows {
            for value in read(row).map({ $0.trimmingCharacters(in: .whitespaces) }) where !value.isEmpty {
                if counts[value] == nil { order.append(value) }
                counts[value, default: 0] += 1
            }
        }
        // Stable: values as often catalogued keep the export's order.
        return order.enumerated().sorted { a, b in
            (counts[a.element]!, b.offset) > (counts[b.element]!, a.offset)
        }.map { ($0.element, counts[$0.element]!) }
    }

    func ranked(_ read: ([String: String]) -> [String]) -> [String] {
        counted(read).map(\.value)
    }
}
