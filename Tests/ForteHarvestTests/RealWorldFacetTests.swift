import Foundation
import Testing

@testable import ForteCatalog

/// The facets derived from the real OAI-PMH responses in the shared folder (`../shared/realworld/`, ~100
/// repositories of every kind, and `../shared/realworld-marc/`, MARCXML and MODS): nothing crashes, and no value
/// is empty or padded. Skipped, with a message, where the shared folder is absent.
struct RealWorldFacetTests {
    static let directories = ["realworld", "realworld-marc"].map {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../shared/\($0)")
            .standardized.path
    }

    /// The records of the OAI-PMH responses in `realworld`, and those of `realworld-marc` each made a record of
    /// a response, as items.
    static var items: [Item] {
        let responses = files(in: directories[0], endingWith: [".xml"])
            .compactMap { FileManager.default.contents(atPath: $0) }
        let catalogued = files(in: directories[1], endingWith: [".xml", ".mrx"]).map { file in
            let page = RecordExtractor.records(inFile: file).enumerated().map { index, record in
                "<record><header><identifier>\(RecordExtractor.escaped("\(file)#\(index)"))</identifier>"
                    + "<datestamp>2025-11-02</datestamp></header><metadata>\(record.xml)</metadata></record>"
            }.joined()
            return Data(listRecords(page).utf8)
        }
        return (responses + catalogued).flatMap { data -> [Item] in
            guard let parsed = try? parse(Array(data)) else { return [] }
            return parsed.records.compactMap { record in
                guard case .dublinCore(let metadata) = record.metadata else { return nil }
                return Item(identifier: record.header.identifier, metadata: metadata)
            }
        }
    }

    private static func files(in directory: String, endingWith suffixes: [String]) -> [String] {
        let names = FileManager.default.enumerator(atPath: directory)?.compactMap { $0 as? String } ?? []
        return names.filter { name in suffixes.contains { name.hasSuffix($0) } }.sorted().map { directory + "/" + $0 }
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: directories[0]), "../shared/realworld is absent"))
    func realRecordsGiveNoEmptyOrPaddedValues() {
        let items = Self.items
        #expect(items.count > 10_000)
        var found: [Facet: [String: Int]] = [:]
        for item in items {
            for role in [CreatorRole.lyricist, .arranger, .illustrator] {
                for value in PeopleInRole.values(of: item.people, in: role) {
                    #expect(PeopleInRole.normalized(value.display).key == value.key, "\(item.identifier) \(value)")
                }
            }
            for (facet, values) in Facet.values(of: item) {
                for value in values {
                    found[facet, default: [:]][value.display, default: 0] += 1
                    #expect(!value.key.isEmpty, "\(item.identifier) \(facet)")
                    // A code the table does not know (`yap`, `ssf`) is no language to show.
                    #expect(facet != .language || value.display.count > 3, "\(item.identifier) \(value.display)")
                    let trimmed = value.display.trimmingCharacters(in: .whitespacesAndNewlines)
                    #expect(
                        value.display == trimmed && !value.display.isEmpty,
                        "\(item.identifier) \(facet) \(value.display)")
                    // The index recomputes a key from the display form: it must be the key derived.
                    #expect(
                        facet.normalized(value.display).key == value.key,
                        "\(item.identifier) \(facet) \(value.display): \(value.key)")
                }
            }
        }
        for facet in Facet.allCases {
            let values = found[facet] ?? [:]
            print("realworld \(facet): \(values.values.reduce(0, +)) values, \(values.count) distinct")
        }
    }
}
