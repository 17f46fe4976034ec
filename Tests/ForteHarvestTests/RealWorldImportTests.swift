import ForteCatalog
import ForteHarvest
import Foundation
import Logging
import Testing

/// `forte sync DIR` of every real response in the shared folder (`../shared/realworld/`), checked record by
/// record against a second, independent reading of the XML (`IndependentOAIReader`). Skipped, with a message,
/// where the shared folder is absent.
struct RealWorldImportTests {
    static let directory = RealWorldParsingTests.directory

    @Test(.enabled(if: FileManager.default.fileExists(atPath: directory), "../shared/realworld is absent"))
    func everyRecordIsImportedAsTheXMLSaysAndEveryOtherFileIsSkipped() throws {
        let store = MemoryStore()
        let summary = try importSavedResponses(
            at: Self.directory, into: store, sourceName: "realworld",
            logger: Logger(label: "test") { _ in SwiftLogNoOpLogHandler() })
        // What the files hold, read again: the last word on an identifier wins, as in a harvest.
        var expected: [String: IndependentOAIReader.Record] = [:]
        var skipped = 0
        for file in RealWorldParsingTests.files {
            guard let records = IndependentOAIReader.records(inFile: file) else {
                skipped += 1
                continue
            }
            for record in records where !record.identifier.isEmpty {
                expected[record.identifier] = record
            }
        }
        #expect(summary.pages == RealWorldParsingTests.files.count)
        #expect(summary.skippedFiles == skipped)
        #expect(skipped > 50 && skipped < 100)

        let items = store.items(source: "realworld"), rawRecords = store.rawRecords(source: "realworld")
        let live = expected.values.filter { !$0.isDeleted && $0.isDublinCore }
        #expect(live.count > 9_000)
        #expect(items.count == live.count)
        var deletions = 0
        for (identifier, record) in expected.sorted(by: { $0.key < $1.key }) {
            let item = items[identifier]
            if record.isDeleted {
                deletions += 1
                #expect(item == nil && rawRecords[identifier] == nil, "\(identifier) is deleted")
                continue
            }
            guard record.isDublinCore else {
                #expect(rawRecords[identifier] != nil, "\(identifier) is kept in its own format")
                continue
            }
            guard let item else {
                Issue.record("\(identifier) was not imported")
                continue
            }
            #expect(item.metadata.title == record.titles, "\(identifier)")
            #expect(item.metadata.creator == record.creators, "\(identifier)")
            #expect(item.metadata.date == record.dates, "\(identifier)")
            #expect(
                item.decade?.startYear == IndependentOAIReader.decade(of: record.dates),
                "\(identifier): \(record.dates)")
        }
        #expect(deletions > 0)
        var roles: [String: Int] = [:]
        for item in items.values {
            for creator in item.creators { roles[creator.roles.first?.rawValue ?? "(none)", default: 0] += 1 }
        }
        print(
            "realworld: \(items.count) items, \(items.values.count { !$0.composers.isEmpty }) with a composer, "
                + "\(Set(items.values.flatMap { $0.composers.map(\.name) }).count) composers; "
                + "roles: \(roles.sorted { $0.value > $1.value }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))"
        )
    }
}
