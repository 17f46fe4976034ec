import Foundation
import Logging

/// A harvest of saved responses (a file, or a directory of `*.xml` read in path order) through the
/// same parser. Each file is a page; the token after a page is the next file's name, so an import
/// killed half-way resumes at the file after the last one applied.
///
/// A file that holds no records (broken XML, an error response, another verb's answer) is skipped with a
/// warning naming it, as an empty page: the import goes on, a re-run passes it, and the source is never
/// left half-harvested by it. A harvest that skipped a file removes nothing it did not see: the file may
/// hold what is missing.
public struct SavedResponsesHarvest: Sendable {
    public var path: String
    public var logger: Logger

    public init(path: String, logger: Logger = Logger(label: "forte.sync")) {
        self.path = path
        self.logger = logger
    }

    public func run(_ start: HarvestStart, deliver: (HarvestedPage) throws -> Void) throws {
        let listing: SavedResponses.Listing
        do {
            listing = try SavedResponses.files(at: path)
        } catch {
            throw HarvestError.savedResponses(path: path, reason: "\(error)")
        }
        let files = listing.files
        var remaining = files[...]
        var harvestStart: String?
        if case .resume(let token, let start, _, _) = start, let index = files.firstIndex(of: token) {
            remaining = files[index...]
            harvestStart = start
        }
        // Not the files' responseDate: importing changed files under an unchanged date would
        // stamp them as the same harvest, and the sweep would keep what they no longer hold.
        func emptyPage(before next: String?) -> HarvestedPage {
            let start = harvestStart ?? ListRecordsHarvest.now(fractionalSeconds: true)
            harvestStart = start
            return HarvestedPage(
                records: [], nextToken: next, endsList: false,
                harvestStart: start, harvestID: start, from: nil, completeListSize: nil, size: 0)
        }
        // What the directory held but could not be read is a page skipped, as a file that holds no records is.
        for skipped in listing.skipped {
            var skippedPage = emptyPage(before: remaining.first)
            skippedPage.skippedFile = skipped.name
            logger.warning("skipped \(skipped.name): \(skipped.reason)")
            try deliver(skippedPage)
        }
        var skippedAny = !listing.skipped.isEmpty
        while let file = remaining.popFirst() {
            var page = emptyPage(before: remaining.first)
            switch read(file) {
            case .records(let records, let response):
                page.records = records
                page.size = response.recordsSize
                for note in response.notes { logger.warning("\(name(of: file)): \(note)") }
            case .skipped(let reason):
                skippedAny = true
                page.skippedFile = name(of: file)
                logger.warning("skipped \(name(of: file)): \(reason)")
            }
            // The files are the list: the last one ends it.
            page.endsList = remaining.isEmpty && !skippedAny
            try deliver(page)
        }
    }

    private enum FileContent {
        case records([OAIRecord], OAIResponse)
        case skipped(reason: String)
    }

    /// The file's records, or why it holds none to import.
    private func read(_ file: String) -> FileContent {
        var records: [OAIRecord] = []
        let response: OAIResponse
        do {
            response = try SavedResponses.parse(file: file) { records.append($0) }
        } catch {
            return .skipped(reason: "\(error)")
        }
        if let error = response.errors.first {
            return error.code == "noRecordsMatch"
                ? .records([], response) : .skipped(reason: "\(error.code) (an error response, not records)")
        }
        switch response.verb {
        case .listRecords, .getRecord: return .records(records, response)
        case let verb?: return .skipped(reason: "an answer to \(verb.rawValue), not records")
        case nil: return .skipped(reason: "an OAI-PMH response that answers nothing, not records")
        }
    }

    /// The file as the user knows it: its path under the directory they named.
    private func name(of file: String) -> String {
        let directory = path.hasSuffix("/") ? path : path + "/"
        return file.hasPrefix(directory) ? String(file.dropFirst(directory.count)) : file
    }
}
