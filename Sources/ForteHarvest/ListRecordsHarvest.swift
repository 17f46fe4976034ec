import Foundation
import Logging

/// The ListRecords loop: follows resumption tokens to the end of the list and hands over each page as it
/// is parsed. Survives expired tokens by restarting the same `from` window; refuses to loop forever, and
/// takes nothing but a ListRecords page, an expired token or an end the list's counts allow for an answer to a token.
public struct ListRecordsHarvest {
    public var metadataPrefix: String
    public var set: String?
    /// Restarts after `badResumptionToken` before giving up.
    public var maxRestarts = 3
    let client: OAIClient
    let logger: Logger

    public init(client: OAIClient, metadataPrefix: String, set: String?, logger: Logger) {
        self.client = client
        self.metadataPrefix = metadataPrefix
        self.set = set
        self.logger = logger
    }

    public func run(_ start: HarvestStart, deliver: (HarvestedPage) throws -> Void) throws {
        switch start {
        case .fresh(let from):
            try list(
                from: from, token: nil, harvestStart: nil, harvestID: Self.now(fractionalSeconds: true),
                deliver: deliver)
        case .resume(let token, let harvestStart, let harvestID, let from):
            try list(from: from, token: token, harvestStart: harvestStart, harvestID: harvestID, deliver: deliver)
        case .again(let harvestStart, let harvestID, let from):
            try list(from: from, token: nil, harvestStart: harvestStart, harvestID: harvestID, deliver: deliver)
        }
    }

    /// Follows one list, `from`...`until` (or on from `token`), to its end. `firstPage` sees a page asked for
    /// without a token before it is delivered, and may end the list there (false): the page is not delivered.
    func list(
        from: String?, until: String? = nil, token startToken: String?, harvestStart startedAt: String?,
        harvestID: String,
        firstPage: (OAIPage) throws -> Bool = { _ in true }, deliver: (HarvestedPage) throws -> Void
    ) throws {
        var token = startToken
        var harvestStart = startedAt
        let began = Date()
        var pages = ListPages(verb: .listRecords)
        var restarts = 0
        while true {
            let request =
                token.map { OAIRequest.resume(.listRecords, token: $0) }
                ?? .listRecords(.init(metadataPrefix: metadataPrefix, set: set, from: from, until: until))
            let url = request.url(baseURL: client.baseURL)
            let page = try client.perform(request)
            let next: String?
            var endsList = false, endUnconfirmed = false
            if let error = page.response.errors.first {
                switch error.code {
                case "noRecordsMatch" where token == nil:
                    next = nil
                case "noRecordsMatch":
                    next = nil
                    endsList = try pages.endsWithNoRecordsMatch(page.response, url: url)
                    endUnconfirmed = !endsList
                case "badResumptionToken" where token != nil && restarts < maxRestarts:
                    // The token expired (or the server restarted): harvest the same window again;
                    // applying a page twice changes nothing, so nothing is lost or duplicated.
                    let beginning = from ?? "the beginning"
                    logger.warning("resumption token rejected; restarting the harvest window from \(beginning)")
                    restarts += 1
                    token = nil
                    pages.restart()
                    continue
                default:
                    throw HarvestError.repository(error, url: url)
                }
            } else {
                next = try pages.next(after: page.response, items: page.records.count, url: url)
                endsList = next == nil
                if token == nil, try !firstPage(page) { return }
            }
            let start =
                harvestStart ?? ResponseDate.harvestStart(page.response.responseDate, began: began, logger: logger)
            harvestStart = start
            // An error answers with no records: any a hostile one carries are not taken.
            let answered = page.response.errors.isEmpty
            try deliver(
                HarvestedPage(
                    records: answered ? page.records : [], nextToken: next, endsList: endsList,
                    endUnconfirmed: endUnconfirmed, harvestStart: start, harvestID: harvestID,
                    from: from, completeListSize: page.response.resumptionToken?.completeListSize,
                    size: page.response.recordsSize))
            guard let next else { return }
            token = next
        }
    }

    /// The UTC time in OAI-PMH's seconds granularity; with milliseconds where it only tells harvests apart.
    static func now(fractionalSeconds: Bool = false) -> String {
        ResponseDate.format(Date(), fractionalSeconds: fractionalSeconds)
    }
}
