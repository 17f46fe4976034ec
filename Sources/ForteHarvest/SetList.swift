extension OAIClient {
    /// More sets than any repository has: past this, a server that hands out new tokens forever is refused.
    static let maxSets = 100_000

    /// Every set the repository has, its ListSets pages followed with the checks a harvest makes; none when
    /// the repository has no sets (`noSetHierarchy`).
    public func sets() throws -> [OAISet] {
        var sets: [OAISet] = []
        var pages = ListPages(verb: .listSets)
        var request = OAIRequest.listSets
        while true {
            let url = request.url(baseURL: baseURL)
            let response = try perform(request).response
            if let error = response.errors.first {
                guard error.code == "noSetHierarchy", request == .listSets else {
                    throw request == .listSets
                        ? HarvestError.repository(error, url: url)
                        : HarvestError.outOfTurn(expected: .listSets, answer: ListPages.describe(response), url: url)
                }
                return []
            }
            sets += response.sets
            guard sets.count <= Self.maxSets else { throw HarvestError.tooManySets(Self.maxSets, url: url) }
            guard let token = try pages.next(after: response, items: response.sets.count, url: url) else { return sets }
            request = .resume(.listSets, token: token)
        }
    }
}
