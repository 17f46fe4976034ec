import Foundation
import Logging

/// The ListRecords loop: follows resumption tokens to the end of the list and hands over each page as it
/// is parsed. Survives expired tokens by restarting the same `from` window; refuses to loop forever.
public struct ListRecordsHarvest {
    public var metadataPrefix: String
    public var set: String?
    /// Empty pages with a token tolerated in a row before the repository counts as looping.
    public var maxEmptyPages = 10
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
        var token: String?
        var harvestStart: String?
        var from: String?
        switch start {
        case .fresh(let windowStart):
            from = windowStart
        case .resume(let pendingToken, let pendingStart, let pendingFrom):
            (token, harvestStart, from) = (pendingToken, pendingStart, pendingFrom)
        }
        var seenTokens = Set<String>()
        var emptyPages = 0
        var restarts = 0
        while true {
            let request = token.map { OAIRequest.resume(.listRecords, token: $0) }
                ?? .listRecords(.init(metadataPrefix: metadataPrefix, set: set, from: from))
            let page = try client.perform(request)
            var records = page.records
            if let error = page.response.errors.first {
                switch error.code {
                case "noRecordsMatch":
                    records = []
                case "badResumptionToken" where token != nil && restarts < maxRestarts:
                    // The token expired (or the server restarted): harvest the same window again;
                    // applying a page twice changes nothing, so nothing is lost or duplicated.
                    logger.warning("resumption token rejected; restarting the harvest window", metadata: ["from": "\(from ?? "the beginning")"])
                    restarts += 1
                    token = nil
                    seenTokens = []
                    continue
                default:
                    throw HarvestError.repository(error, url: request.url(baseURL: client.baseURL))
                }
            }
            let start = harvestStart ?? page.response.responseDate ?? Self.now()
            harvestStart = start
            let next = page.response.resumptionToken.flatMap { $0.value.isEmpty ? nil : $0.value }
            if let next {
                guard seenTokens.insert(next).inserted else { throw HarvestError.repeatingToken(next) }
                emptyPages = records.isEmpty ? emptyPages + 1 : 0
                if emptyPages >= maxEmptyPages { throw HarvestError.emptyPages(emptyPages) }
            }
            try deliver(HarvestedPage(records: records, nextToken: next, harvestStart: start, from: from,
                                      completeListSize: page.response.resumptionToken?.completeListSize))
            guard let next else { return }
            token = next
        }
    }

    /// The UTC time in OAI-PMH's seconds granularity, for a response without `responseDate`;
    /// with milliseconds where it only tells harvests apart.
    static func now(fractionalSeconds: Bool = false) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = fractionalSeconds ? [.withInternetDateTime, .withFractionalSeconds] : [.withInternetDateTime]
        return formatter.string(from: Date())
    }
}
