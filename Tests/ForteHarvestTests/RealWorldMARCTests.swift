import ForteCatalog
import ForteHarvest
import Foundation
import Logging
import Testing

/// The real MARCXML and MODS records in the shared folder (`../shared/realworld-marc/`: Alma, Aleph, Koha, TIND,
/// the Library of Congress, hbz), each saved as an OAI-PMH record and synced as `forte sync DIR` does. Skipped,
/// with a message, where the shared folder is absent.
struct RealWorldMARCTests {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().appendingPathComponent("../../../shared/realworld-marc").standardized.path

    @Test(.enabled(if: FileManager.default.fileExists(atPath: directory), "../shared/realworld-marc is absent"))
    func everyRecordBecomesAnItemWithItsCreatorsTitleAndRoles() throws {
        let saved = FileManager.default.temporaryDirectory.appendingPathComponent("forte-marc-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: saved, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: saved) }
        let files = (FileManager.default.enumerator(atPath: Self.directory)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".xml") || $0.hasSuffix(".mrx") }.sorted()
        var expected: [String: RecordExtractor.Record] = [:]
        for (number, file) in files.enumerated() {
            let records = RecordExtractor.records(inFile: Self.directory + "/" + file)
            let page = records.enumerated().map { index, record in
                expected["\(file)#\(index)"] = record
                return "<record><header><identifier>\(RecordExtractor.escaped("\(file)#\(index)"))</identifier>"
                    + "<datestamp>2025-11-02</datestamp></header><metadata>\(record.xml)</metadata></record>"
            }.joined()
            try Data(listRecords(page).utf8).write(to: URL(fileURLWithPath: saved + String(format: "/%03d.xml", number)))
        }
        let store = MemoryStore()
        let summary = try importSavedResponses(at: saved, into: store, sourceName: "marc",
                                               logger: Logger(label: "test") { _ in SwiftLogNoOpLogHandler() })
        let items = store.items(source: "marc")
        #expect(expected.count == 835)
        #expect(summary.added == expected.count && summary.skippedFiles == 0)
        #expect(items.count == expected.count)
        for (identifier, record) in expected {
            guard let item = items[identifier] else {
                Issue.record("\(identifier) is no item")
                continue
            }
            #expect(item.creators.count == record.nameFields, "\(identifier): \(item.metadata.creator)")
            #expect((item.metadata.title.first?.isEmpty == false) == record.hasTitle, "\(identifier): \(item.metadata.title)")
        }
        // Princeton's song, checked by hand: 100 White, Lew, $e composer; 700 Herscher, Lou $q (Louis), $d 1894-1974,
        // $e composer; 700 Parish, Mitchell, $e lyricist; 700 Held, Will P., $e arranger; 264 $c [1924], ©1924.
        let song = try #require(items.values.first { $0.metadata.creator.contains { $0.hasPrefix("White, Lew") } })
        #expect(song.displayTitle == "Love light lane")
        #expect(song.composers == [ComposerName(name: "Lew White"), ComposerName(name: "Lou Herscher", lifeDates: "1894-1974")])
        #expect(song.metadata.date == ["[1924]", "©1924"] && song.decade == Decade(startYear: 1920))
        #expect(song.metadata.publisher == ["The Stanley Music Co."])
        #expect(song.creatorsByRole.map { "\($0.role): \($0.creators.map(\.name.name))" }
            == ["lyricist: [\"Mitchell Parish\"]", "arranger: [\"Will P. Held\"]"])

        let notated = items.values.filter { $0.metadata.type.contains { $0.contains("notated music") } }
        var roles: [String: Int] = [:]
        for item in items.values { for creator in item.creators { roles[creator.roles.first?.rawValue ?? "(none)", default: 0] += 1 } }
        let composers = Set(items.values.flatMap { $0.composers.map(\.name) })
        print("realworld-marc: \(items.count) items, \(notated.count) notated music, "
            + "\(items.values.count { !$0.composers.isEmpty }) with a composer, \(composers.count) composers; "
            + "roles: \(roles.sorted { $0.value > $1.value }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))")
    }
}
