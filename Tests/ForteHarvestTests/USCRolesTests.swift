import ForteHarvest
import Foundation
import Testing

@testable import ForteCatalog

/// People in every role on the University of South Carolina's sheet-music catalogue
/// (`../shared/realworld-music/usc/sm_db_backup.tsv`), rendered as `oai_dc` the way a CONTENTdm repository publishes
/// such records (composers in `dc:creator`, `Hart, Lorenz, 1895-1943 (lyricist)` in `dc:contributor`) and read by
/// forte's parser. Expectations come from the library's own columns. Skipped, with a message, where the shared
/// folder is absent.
@Suite(.enabled(if: FileManager.default.fileExists(atPath: USCCatalogue.path), "../shared/realworld-music is absent"))
struct USCRolesTests {
    /// The columns of people, each with the role a contributor in it is written with.
    static let roleColumns: [(column: String, role: CreatorRole)] = [
        ("lyricist_data", .lyricist), ("arranger_data", .arranger), ("illustrator_data", .illustrator),
        ("editor_data", .editor),
    ]

    @Test func aSampleOfRecordsHasItsPeopleInTheirRoles() throws {
        let items = try USCCatalogue.items()
        func people(_ mid: String) -> [String] {
            items[mid]!.people.map {
                "\($0.name.withLifeDates): \($0.impliedRoles.map(\.rawValue).joined(separator: ", "))"
            }
        }
        // "Lover": composer_data `Rodgers, Richard, 1902-1979`, lyricist_data `Hart, Lorenz, 1895-1943`.
        #expect(people("441") == ["Richard Rodgers, 1902-1979: composer", "Lorenz Hart, 1895-1943: lyricist"])
        #expect(items["441"]!.composers == [ComposerName(name: "Richard Rodgers", lifeDates: "1902-1979")])
        // Composer, lyricist, and the cover artist `Frew, 1875-1955`.
        #expect(
            people("349") == [
                "Stephen Jones, 1880-1967: composer", "Roger Gray: lyricist", "Frew, 1875-1955: illustrator",
            ])
        // Two composers, a lyricist, and the cover artist `Starmer`, catalogued by surname alone.
        #expect(
            people("350") == [
                "Jim Vaughn: composer", "Tom Lemonier, 1870-1945: composer", "Alex Rogers, 1876-1930: lyricist",
                "Starmer: illustrator",
            ])
        // One person both arranger and editor.
        #expect(
            people("46") == ["Sergey Prokofiev, 1891-1953: composer", "Luis Sucra: arranger", "Luis Sucra: editor"])
        // `Greenwald, M. (Martin) (Musician)`: the fuller form dropped, the qualifier a role beside the column's.
        #expect(items["123"]!.people(in: .arranger).map(\.name.name) == ["M. Greenwald"])
        // `[Various]`, `[Spiritual]`, `unknown`: kept and shown, never people.
        for mid in ["2776", "3139", "3336"] {
            let creators = items[mid]!.people.filter { $0.impliedRoles == [.composer] }
            #expect(!creators.isEmpty && creators.allSatisfy { !$0.isPerson }, "\(mid)")
        }
    }

    /// Every lyricist, arranger, illustrator and editor the columns name comes out in that role, under a name that
    /// holds the surname the library wrote.
    @Test func everyoneInTheColumnsHasTheirRole() throws {
        let records = try USCCatalogue.records()
        let items = try USCCatalogue.items()
        var named = 0
        var failures: [String] = []
        for record in records {
            let people = items[record["MID"]!]!.people
            for (column, role) in Self.roleColumns {
                for heading in USCCatalogue.headings(record[column]!) {
                    named += 1
                    // The heading's first words, before any comma or parenthesis: `Katcher (Katscher), Robert` → `Katcher`.
                    let surname =
                        USCCatalogue.asWritten(heading).split(whereSeparator: { $0 == "," || $0 == "(" }).first
                        .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "[] ")) } ?? ""
                    let found = people.contains { $0.roles.contains(role) && $0.name.name.contains(surname) }
                    if !found { failures.append("\(column): \(heading)") }
                }
            }
        }
        let found = Double(named - failures.count) / Double(named) * 100
        print(
            "USC roles: \(named - failures.count) of \(named) named people in their role (\(String(format: "%.2f", found))%)"
        )
        #expect(named > 2_000)
        #expect(failures.isEmpty, "\(failures.count) not in their role: \(failures.prefix(20))")
    }

    /// The 34 people's headings whose UTF-8 the library's export misread as Latin-1 (`PogÃ¡ny, Willy`) come out as
    /// the library wrote them (`Willy Pogány`).
    @Test func namesMisreadAsLatin1AreReadAsWritten() throws {
        let records = try USCCatalogue.records()
        let items = try USCCatalogue.items()
        var misread: [String] = []
        for record in records {
            let names = items[record["MID"]!]!.people.map(\.name.name)
            for (column, _) in Self.roleColumns {
                for heading in USCCatalogue.headings(record[column]!) where USCCatalogue.asWritten(heading) != heading {
                    misread.append(heading)
                    let surname = String(USCCatalogue.asWritten(heading).prefix { $0 != "," })
                    #expect(names.contains { $0.contains(surname) }, "\(heading): \(names)")
                    #expect(!names.contains { $0.contains("Ã") }, "\(heading): \(names)")
                }
            }
        }
        #expect(misread.count >= 30)
    }

    /// The facets of people over the whole catalogue: each value's display, normalised again, gives its key (the
    /// index recomputes keys from displays), and the library's own people are among them.
    @Test func everyPersonValueKeepsItsKey() throws {
        let items = try USCCatalogue.items()
        var count = 0
        for item in items.values {
            for role in [CreatorRole.lyricist, .arranger, .illustrator] {
                for value in PeopleInRole.values(of: item.people, in: role) {
                    count += 1
                    #expect(PeopleInRole.normalized(value.display).key == value.key, "\(item.identifier) \(value)")
                }
            }
        }
        #expect(count > 2_000)
        let hart = FacetValue("Hart, Lorenz (1895–1943)", key: "hart, lorenz")
        #expect(PeopleInRole.values(of: items["441"]!.people, in: .lyricist) == [hart])
        #expect(PeopleInRole.values(of: items["350"]!.people, in: .illustrator).map(\.display) == ["Starmer"])
    }
}

/// The USC catalogue's records, and the same records rendered as `oai_dc` and parsed by forte.
enum USCCatalogue {
    static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../shared/realworld-music/usc/sm_db_backup.tsv").standardized.path

    /// Each record (a row with an `MID`), column name to value: one row a line, tab-separated, a value quoted (and its
    /// quotes doubled) where it holds a quote.
    static func records() throws -> [[String: String]] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.hasSuffix("\r") ? $0.dropLast() : $0
        }
        let header = lines.removeFirst().split(separator: "\t", omittingEmptySubsequences: false)
            .map { String($0).replacingOccurrences(of: "\u{FEFF}", with: "") }
        return lines.compactMap { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(unquoted)
            guard fields.count == header.count else { return nil }
            let record = Dictionary(uniqueKeysWithValues: zip(header, fields))
            return record["MID"]!.isEmpty ? nil : record
        }
    }

    /// A heading as the library wrote it: where its characters are all Latin-1 and their bytes UTF-8, the export
    /// misread that UTF-8 (`PogÃ¡ny`, `Pogány`).
    static func asWritten(_ heading: String) -> String {
        let scalars = heading.unicodeScalars
        guard scalars.contains(where: { $0.value >= 0x80 }), scalars.allSatisfy({ $0.value <= 0xFF }) else {
            return heading
        }
        return String(validating: scalars.map { UInt8($0.value) }, as: UTF8.self) ?? heading
    }

    private static func unquoted(_ field: Substring) -> String {
        guard field.count >= 2, field.hasPrefix("\""), field.hasSuffix("\"") else { return String(field) }
        return field.dropFirst().dropLast().replacingOccurrences(of: "\"\"", with: "\"")
    }

    /// `Rodgers, Richard, 1902-1979|http://id.loc.gov/…  ; …` → the headings without their authority URIs.
    static func headings(_ value: String) -> [String] {
        value.components(separatedBy: " ; ").compactMap { part in
            let heading = part.split(separator: "|", omittingEmptySubsequences: false).first.map(String.init) ?? ""
            let trimmed = heading.trimmingCharacters(in: .whitespaces)
            return trimmed.isEmpty ? nil : trimmed
        }
    }

    /// The records as a CONTENTdm repository's `oai_dc` would give them, parsed by forte, as items by `MID`.
    static func items() throws -> [String: Item] {
        let records = try records()
        var page = ""
        for record in records {
            var elements = "<dc:title>\(escaped(record["Title"]!))</dc:title>"
            for heading in headings(record["composer_data"]!) {
                elements += "<dc:creator>\(escaped(heading))</dc:creator>"
            }
            for (column, role) in USCRolesTests.roleColumns {
                for heading in headings(record[column]!) {
                    elements += "<dc:contributor>\(escaped(heading)) (\(role.rawValue))</dc:contributor>"
                }
            }
            page +=
                "<record><header><identifier>oai:sheetmusic.library.sc.edu:\(record["MID"]!)</identifier>"
                + "<datestamp>2026-03-01</datestamp></header><metadata>"
                + #"<oai_dc:dc xmlns:oai_dc="http://www.openarchives.org/OAI/2.0/oai_dc/" xmlns:dc="http://purl.org/dc/elements/1.1/">"#
                + elements + "</oai_dc:dc></metadata></record>"
        }
        var items: [String: Item] = [:]
        for record in try parse(listRecords(page)).records {
            guard case .dublinCore(let metadata)? = record.metadata else { continue }
            let mid = String(record.header.identifier.split(separator: ":").last!)
            items[mid] = Item(identifier: record.header.identifier, metadata: metadata)
        }
        return items
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
    }
}
