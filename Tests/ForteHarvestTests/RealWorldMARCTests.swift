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
        let saved = FileManager.default.temporaryDirectory.appendingPathComponent("forte-marc-\(UUID().uuidString)")
            .path
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
            try Data(listRecords(page).utf8).write(
                to: URL(fileURLWithPath: saved + String(format: "/%03d.xml", number)))
        }
        let store = MemoryStore()
        let summary = try importSavedResponses(
            at: saved, into: store, sourceName: "marc",
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
            #expect(
                (item.metadata.title.first?.isEmpty == false) == record.hasTitle,
                "\(identifier): \(item.metadata.title)")
        }
        // Princeton's song, checked by hand: 100 White, Lew, $e composer; 700 Herscher, Lou $q (Louis), $d 1894-1974,
        // $e composer; 700 Parish, Mitchell, $e lyricist; 700 Held, Will P., $e arranger; 264 $c [1924], ©1924.
        let song = try #require(items.values.first { $0.metadata.creator.contains { $0.hasPrefix("White, Lew") } })
        #expect(song.displayTitle == "Love light lane")
        #expect(
            song.composers == [
                ComposerName(name: "Lew White"), ComposerName(name: "Lou Herscher", lifeDates: "1894-1974"),
            ])
        #expect(song.metadata.date == ["[1924]", "©1924"] && song.decade == Decade(startYear: 1920))
        // 264 $a Philadelphia, PA : $b The Stanley Music Co.: the statement whole, its place a facet.
        #expect(song.metadata.publisher == ["Philadelphia, PA : The Stanley Music Co."])
        #expect(Facet.place.values(of: song).map(\.display) == ["Philadelphia, Pennsylvania"])
        #expect(Facet.publisher.values(of: song).map(\.display) == ["The Stanley Music Co."])
        // Princeton's Debussy, checked by hand: 008/35-37 fre, no 041; 048 $a ka01, no 382; 260 $a Paris : $b A.
        // Durand & Fils.
        let ballet = try #require(
            items.values.first { $0.metadata.title.first?.hasPrefix("La boîte à joujoux") == true })
        let balletFacets = Facet.values(of: ballet).mapValues { $0.map(\.display) }
        #expect(ballet.metadata.language == ["fre"] && balletFacets[.language] == ["French"])
        #expect(balletFacets[.instrument] == ["piano"])
        #expect(balletFacets[.place] == ["Paris, France"] && balletFacets[.publisher] == ["A. Durand & Fils"])
        // Krafft's plans: 041 $a freengger, codes run together.
        let plans = try #require(items.values.first { $0.metadata.title.first?.hasPrefix("Plans, coupes") == true })
        #expect(Facet.language.values(of: plans).map(\.display) == ["French", "English", "German"])
        #expect(
            song.creatorsByRole.map { "\($0.role): \($0.creators.map(\.name.name))" }
                == ["lyricist: [\"Mitchell Parish\"]", "arranger: [\"Will P. Held\"]"])

        let notated = items.values.filter { $0.metadata.type.contains { $0.contains("notated music") } }
        var roles: [String: Int] = [:]
        for item in items.values {
            for creator in item.creators { roles[creator.roles.first?.rawValue ?? "(none)", default: 0] += 1 }
        }
        let composers = Set(items.values.flatMap { $0.composers.map(\.name) })
        print(
            "realworld-marc: \(items.count) items, \(notated.count) notated music, "
                + "\(items.values.count { !$0.composers.isEmpty }) with a composer, \(composers.count) composers; "
                + "roles: \(roles.sorted { $0.value > $1.value }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))"
        )
    }

    /// Items keyed by identifier, of one saved OAI-PMH response in the shared folder.
    static func items(inResponse file: String) throws -> [String: Item] {
        let parsed = try parse(Array(try Data(contentsOf: URL(fileURLWithPath: directory + "/" + file))))
        return Dictionary(
            uniqueKeysWithValues: parsed.records.compactMap { record in
                guard case .dublinCore(let metadata)? = record.metadata else { return nil }
                return (record.header.identifier, Item(identifier: record.header.identifier, metadata: metadata))
            })
    }

    /// Scans of old prints (008/06 `r`, 260 `$c [2015]`) are dated by the original (008/11-14); a date known only
    /// between 1600 and 1986 (Berkeley's TIND) files under no decade, one between 1868 and 1912 by its start.
    @Test(
        .enabled(
            if: FileManager.default.fileExists(atPath: directory + "/vufindharvest/marc.xml"),
            "../shared/realworld-marc is absent"))
    func reproductionsAndWideRangesAreDatedAsTheMusicIs() throws {
        let scans = try Self.items(inResponse: "vufindharvest/marc.xml")
        let drums = try #require(scans["oai:urm_publish:9925823991001791"])
        #expect(drums.displayTitle.hasPrefix("Tambour-Ordonnanz"))
        #expect(drums.metadata.date == ["1819"] && drums.decade == Decade(startYear: 1810))
        #expect(scans.count == 100 && !scans.values.contains { $0.decade == Decade(startYear: 2010) })

        let tind = try Self.items(inResponse: "ucldc-harvester/testOAI-tind.xml")
        #expect(tind["oai:digicoll.lib.berkeley.edu:53879"]?.metadata.date == ["[between 1600 and 1986]"])
        #expect(tind["oai:digicoll.lib.berkeley.edu:53879"]?.decade == nil)
        #expect(tind["oai:digicoll.lib.berkeley.edu:53881"]?.decade == nil)
        #expect(tind["oai:digicoll.lib.berkeley.edu:53877"]?.decade == Decade(startYear: 1860))
        #expect(tind["oai:digicoll.lib.berkeley.edu:53878"]?.decade == Decade(startYear: 1880))
    }
}
