/// Checks each page of one list (ListRecords, ListIdentifiers, ListSets) before its token is followed.
///
/// A page must answer the verb the list was asked for: an error, an empty envelope or another verb's
/// answer in its place is a server gone wrong, never the end of the list, for taking it as the end would
/// lose the rest of the list without a word. `noRecordsMatch` alone may end it, where the counts allow. A token must
/// be of sane length and new (a repeated one would loop forever), and pages with a token but nothing in them must not
/// go on forever.
struct ListPages {
    let verb: OAIVerb
    /// Empty pages with a token tolerated in a row before the repository counts as looping.
    var maxEmptyPages = 10
    /// Tokens are opaque, but one this long is a server gone wrong (or hostile): it would be sent back in a URL.
    static let maxTokenBytes = 64 << 10
    /// Hashes of the tokens seen, not the tokens: a hostile server's huge tokens are not kept. Two different
    /// tokens with the same 64-bit hash (about one chance in 10^13 over a million pages) would end the harvest
    /// with the repeating-token error, resumable, never lose records.
    private var seenTokens = Set<Int>()
    private var emptyPages = 0
    /// Where the last page stood in the list by its token's counts, and how many entries it held: what
    /// `noRecordsMatch` to that token is judged by. Nil when the token gave no counts (or another run followed it).
    private var lastPage: (cursor: Int, completeListSize: Int, items: Int)?

    init(verb: OAIVerb) {
        self.verb = verb
    }

    /// The token that fetches the page after `response`, which held `items` entries; nil when it ends the list.
    /// A response with an OAI-PMH error is the caller's to judge first.
    mutating func next(after response: OAIResponse, items: Int, url: String) throws(HarvestError) -> String? {
        guard response.verb == verb else { throw .outOfTurn(expected: verb, answer: Self.describe(response), url: url) }
        guard let token = response.resumptionToken?.value, !token.isEmpty else { return nil }
        guard token.utf8.count <= Self.maxTokenBytes else { throw .tokenTooLong(bytes: token.utf8.count, url: url) }
        guard seenTokens.insert(token.hashValue).inserted else { throw .repeatingToken(token) }
        emptyPages = items == 0 ? emptyPages + 1 : 0
        if emptyPages >= maxEmptyPages { throw .emptyPages(emptyPages) }
        let counts = response.resumptionToken
        lastPage = counts?.cursor.flatMap { cursor in counts?.completeListSize.map { (cursor, $0, items) } }
        return token
    }

    /// Whether `noRecordsMatch`, answered to the token the last page handed out, is an end the list's counts confirm.
    /// Real repositories answer their last token so (MLA Humanities Commons): it ends the list, unless the counts
    /// show that records remain, when it is an answer out of turn. False when there are no counts to tell.
    func endsWithNoRecordsMatch(_ response: OAIResponse, url: String) throws(HarvestError) -> Bool {
        guard let lastPage else { return false }
        guard lastPage.cursor + lastPage.items >= lastPage.completeListSize else {
            throw .outOfTurn(expected: verb, answer: Self.describe(response), url: url)
        }
        return true
    }

    /// Starts the list over (its token expired): tokens seen before may come again.
    mutating func restart() {
        seenTokens = []
        emptyPages = 0
        lastPage = nil
    }

    /// What a response holds instead of a page, in a user's words.
    static func describe(_ response: OAIResponse) -> String {
        if let error = response.errors.first { return "the error \(error.code)" }
        if let verb = response.verb { return "a \(verb.rawValue) response" }
        return "an empty response"
    }
}
