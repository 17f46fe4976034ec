import Foundation
import ForteCatalog
import Testing

/// The facets derived from the real OAI-PMH responses in the shared folder (`../shared/realworld/`, ~100
/// repositories of every kind, and `../shared/realworld-marc/`, MARCXML and MODS): nothing crashes, and no value
/// is empty or padded. Skipped, with a message, where the shared folder is absent.
struct RealWorldFacetTests {
    static let directories = ["realworld", "realworld-marc"].map {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../shared/\($0)")
            .standardized.path
    }

    static var items: [Item] {
        directories.flatMap { directory -> [Item] in
            guard let walker = FileManager.default.enumerator(atPath: directory) else { return [] }
            let files = walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".xml") }.sorted()
            return files.flatMap { file -> [Item] in
                guard let data = FileManager.default.contents(atPath: directory + "/" + file),
                      let parsed = try? parse(Array(data)) else { return [] }
                return parsed.records.compactMap { record in
                    guard case .dublinCore(let metadata) = record.metadata else { return nil }
                    return Item(identifier: record.header.identifier, metadata: metadata)
                }
            }
        }
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: directories[0]), "../shared/realworld is absent"))
    func realRecordsGiveNoEmptyOrPaddedValues() {
        let items = Self.items
        #expect(items.count > 9_000)
        var found: [Facet: [String: Int]] = [:]
        for item in items {
            for (facet, values) in Facet.values(of: item) {
                for value in values {
                    found[facet, default: [:]][value.display, default: 0] += 1
                    #expect(!value.key.isEmpty, "\(item.identifier) \(facet)")
                    // A code the table does not know (`yap`, `ssf`) is no language to show.
                    #expect(facet != .language || value.display.count > 3, "\(item.identifier) \(value.display)")
                    #expect(value.display == value.display.trimmingCharacters(in: .whitespacesAndNewlines) && !value.display.isEmpty,
                            "\(item.identifier) \(facet) \(value.display)")
                }
            }
        }
        for facet in Facet.allCases {
            let values = found[facet] ?? [:]
            print("realworld \(facet): \(values.values.reduce(0, +)) values, \(values.count) distinct")
        }
    }
}
