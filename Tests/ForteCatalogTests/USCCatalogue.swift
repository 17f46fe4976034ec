import ForteCatalog
import Foundation

/// The University of South Carolina's sheet-music catalogue (`../shared/realworld-music/usc/sm_db_backup.tsv`),
/// each record rendered as Dublin Core the way a CONTENTdm-style repository publishes such records: LCSH headings
/// in `dc:subject` (without their authority URIs), `Place : Publisher` in `dc:publisher`, each language in
/// `dc:language`, each note in `dc:description`, the larger work in `dc:relation`, and the type every record has,
/// `Notated music`. Read, never copied.
struct USCCatalogue {
    static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../shared/realworld-music/usc/sm_db_backup.tsv").standardized.path
    static var isPresent: Bool { FileManager.default.fileExists(atPath: path) }

    /// One record: its columns by name.
    struct Record {
        var columns: [String: String]
        subscript(_ name: String) -> String { columns[name] ?? "" }
        /// A column's values: split at ` ; ` or `|`, each without an authority URI (`Heading|http://id.loc.gov/…`).
        func values(_ name: String, separator: String) -> [String] {
            self[name].components(separatedBy: separator).map { value in
                value.components(separatedBy: "|").first!.trimmingCharacters(in: .whitespaces)
            }.filter { !$0.isEmpty }
        }

        var item: Item {
            var metadata = DublinCore()
            metadata.title = [self["Title"]]
            metadata.creator = values("composer_data", separator: " ; ")
            metadata.subject = values("subject_data", separator: " ; ")
            let place = self["PublisherLocationTest"].split(separator: "|")
                .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ; ")
            let publisher = self["Publisher"].trimmingCharacters(in: .whitespaces)
            if !place.isEmpty || !publisher.isEmpty {
                let name = publisher.isEmpty ? "[s.n.]" : publisher
                metadata.publisher = [place.isEmpty ? publisher : "\(place) : \(name)"]
            }
            metadata.language = values("lang", separator: "|")
            metadata.description = values("notes", separator: "|")
            metadata.relation = values("LargerWork", separator: " ; ")
            metadata.date = [self["testDates"]]
            metadata.type = ["Notated music"]
            return Item(identifier: "oai:sheetmusic.library.sc.edu:\(self["MID"])", metadata: metadata)
        }
    }

    /// The records with a record number, in the file's order.
    static func records() throws -> [Record] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasSuffix("\r") ? $0.dropLast() : $0 }
        let header = fields(of: lines.removeFirst()).map { $0.hasPrefix("\u{FEFF}") ? String($0.dropFirst()) : $0 }
        return lines.compactMap { line in
            let values = fields(of: line)
            let record = Record(columns: Dictionary(zip(header, values), uniquingKeysWith: { first, _ in first }))
            return Int(record["MID"]) == nil ? nil : record
        }
    }

    /// A tab-separated line's fields, a quoted one unquoted (`""` in it is `"`).
    private static func fields(of line: Substring) -> [String] {
        var fields: [String] = []
        var field = ""
        var quoted = false
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            if quoted {
                if character == "\"" {
                    let next = line.index(after: index)
                    if next < line.endIndex, line[next] == "\"" {
                        field.append("\"")
                        index = next
                    } else {
                        quoted = false
                    }
                } else {
                    field.append(character)
                }
            } else if character == "\t" {
                fields.append(field)
                field = ""
            } else if character == "\"" && field.isEmpty {
                quoted = true
            } else {
                field.append(character)
            }
            index = line.index(after: index)
        }
        fields.append(field)
        return fields
    }
}
