import ForteCatalog
import ForteHarvest
import Foundation
import Testing

/// The real OAI-PMH responses in the shared folder (`../shared/realworld/`, ~100 repositories), parsed as a
/// harvest parses them. Skipped, with a message, where the shared folder is absent.
struct RealWorldParsingTests {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().appendingPathComponent("../../../shared/realworld").standardized.path

    static var files: [String] {
        guard let walker = FileManager.default.enumerator(atPath: directory) else { return [] }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".xml") }.sorted().map { directory + "/" + $0 }
    }

    /// What parsing gave: the error, or the records' identifiers and the token.
    static func outcome(_ document: [UInt8], chunkSize: Int) -> String {
        do {
            let parsed = try parse(
                document, chunkSizes: Array(repeating: chunkSize, count: document.count / chunkSize + 1))
            return parsed.records.map(\.header.identifier).joined(separator: "\n") + "\n"
                + (parsed.response.resumptionToken?.value ?? "-")
        } catch {
            return "\(error)"
        }
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: directory), "../shared/realworld is absent"))
    func noRealResponseIsRefusedAsHostileAndChunksChangeNothing() throws {
        let files = Self.files
        #expect(files.count > 300)
        var parsed = 0
        for file in files {
            let document = Array(try Data(contentsOf: URL(fileURLWithPath: file)))
            let whole = Self.outcome(document, chunkSize: max(document.count, 1))
            #expect(!whole.contains("refused: an element has more than"), "\(file)")
            #expect(Self.outcome(document, chunkSize: 509) == whole, "\(file)")
            if !whole.contains("OAI-PMH response") && !whole.contains("refused") && !whole.contains("well-formed") {
                parsed += 1
            }
        }
        #expect(parsed > 300)
    }
}

extension RealWorldParsingTests {
    /// The pictures real records link to: cyberleninka's 54 covers and one photograph of SLDR's (its `…-small.jpg`;
    /// not its `…?urlappend=/preview/picto.jpg`, a page), Digital Commons' thumbnails, CONTENTdm's pages.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: directory), "../shared/realworld is absent"))
    func realRecordsGiveTheirPictures() throws {
        var found: [String: Int] = [:]
        for file in Self.files {
            guard let parsed = try? parse(Array(try Data(contentsOf: URL(fileURLWithPath: file)))) else { continue }
            for record in parsed.records {
                guard case .dublinCore(let metadata) = record.metadata else { continue }
                var item = Item(identifier: record.header.identifier)
                item.metadata = metadata
                guard let thumbnail = item.coverLinks.thumbnail else { continue }
                let kind =
                    thumbnail.contains("/utils/getthumbnail/")
                    ? "CONTENTdm" : thumbnail.hasSuffix("/thumbnail.jpg") ? "bepress" : "image link"
                found[kind, default: 0] += 1
            }
        }
        #expect(found == ["CONTENTdm": 11, "bepress": 226, "image link": 55], "\(found)")
    }
}
