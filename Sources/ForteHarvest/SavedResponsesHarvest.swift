import Foundation

/// A harvest of saved responses (a file, or a directory of `*.xml` read in name order) through the
/// same parser. Each file is a page; the token after a page is the next file's name, so an import
/// killed half-way resumes at the file after the last one applied.
public struct SavedResponsesHarvest: Sendable {
    public var path: String

    public init(path: String) { self.path = path }

    public func run(_ start: HarvestStart, deliver: (HarvestedPage) throws -> Void) throws {
        let files: [String]
        do {
            files = try SavedResponses.files(at: path)
        } catch {
            throw HarvestError.savedResponses(path: path, reason: "\(error)")
        }
        var remaining = files[...]
        var harvestStart: String?
        if case .resume(let token, let start, _, _) = start, let index = files.firstIndex(of: token) {
            remaining = files[index...]
            harvestStart = start
        }
        while let file = remaining.popFirst() {
            var records: [OAIRecord] = []
            let response: OAIResponse
            do {
                response = try SavedResponses.parse(file: file) { records.append($0) }
            } catch let error as OAIParseError {
                throw HarvestError.notOAI(error, url: file)
            }
            if let error = response.errors.first, error.code != "noRecordsMatch" {
                throw HarvestError.repository(error, url: file)
            }
            // Not the files' responseDate: importing changed files under an unchanged date would
            // stamp them as the same harvest, and the sweep would keep what they no longer hold.
            let start = harvestStart ?? ListRecordsHarvest.now(fractionalSeconds: true)
            harvestStart = start
            // The files are the list: the last one ends it.
            try deliver(HarvestedPage(records: records, nextToken: remaining.first, endsList: remaining.isEmpty,
                                      harvestStart: start, harvestID: start, from: nil, completeListSize: nil,
                                      size: response.recordsSize))
        }
    }
}
