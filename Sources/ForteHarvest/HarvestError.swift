import ForteNetwork

/// Why a harvest stopped. Every case says what the user can do; pages applied before it stay applied.
public enum HarvestError: Error, Sendable, CustomStringConvertible {
    /// libcurl could not complete the transfer, after retries where retrying made sense.
    case transfer(HTTPError)
    /// An HTTP status other than 2xx, after retries where retrying made sense.
    case status(Int, url: String, body: String, retryAfter: String?)
    /// The server asked to come back later than `RetryPolicy.maxRetryAfter` allows.
    case retryTooLate(seconds: Int, url: String)
    /// The response was not an OAI-PMH document (HTML, truncated, hostile).
    case notOAI(OAIParseError, url: String)
    /// The repository answered with an OAI-PMH `<error>`.
    case repository(OAIProtocolError, url: String)
    /// A request for a list's next page was answered with something else (an error, an empty envelope, another
    /// verb's answer): not the end of the list. Nothing is deleted and the harvest stays resumable.
    case outOfTurn(expected: OAIVerb, answer: String, url: String)
    /// The repository handed out a resumption token it had already given: following it would never end.
    case repeatingToken(String)
    /// A resumption token longer than `ListPages.maxTokenBytes`.
    case tokenTooLong(bytes: Int, url: String)
    /// More sets than `OAIClient.maxSets`: a ListSets list that never ends.
    case tooManySets(Int, url: String)
    /// Too many pages in a row held no record but a token.
    case emptyPages(Int)
    /// Saved responses could not be read.
    case savedResponses(path: String, reason: String)
    /// An Identify response that says nothing of the repository.
    case noIdentity(url: String)

    /// What a person can do about it that a command line words as a command to run or options to check: the
    /// executable words it so (`description(wording:)`), and `description` in the harvest's own words.
    public enum Remedy: Sendable {
        /// Harvest again later.
        case harvestAgainLater
        /// Nothing: the harvest is kept, and the next one resumes it.
        case resumesWithNextHarvest
        /// See which formats the repository offers.
        case seeFormats
        /// Check the set, the metadata format and the date asked for.
        case checkRequest

        /// In the harvest's own words.
        public var words: String {
            switch self {
            case .harvestAgainLater: "try again later"
            case .resumesWithNextHarvest: "the harvest is kept and resumes with the next sync"
            case .seeFormats: "see the formats the repository offers"
            case .checkRequest: "check the set, the metadata format and the date asked for"
            }
        }
    }

    public var description: String {
        description { $0.words }
    }

    /// The description with each remedy worded by `words`; a transfer's as `HTTPError.description` has it.
    public func description(wording words: (Remedy) -> String) -> String {
        switch self {
        case .transfer(let error):
            error.description
        case .status(let status, let url, let body, _):
            "\(url) answered HTTP \(status)\(Self.hint(status: status))"
                + (body.isEmpty ? "" : ": \(Self.firstLine(body))")
        case .retryTooLate(let seconds, let url):
            "\(url) asks to retry in \(seconds < RetryPolicy.longestWait ? "\(seconds) s" : "more than a year") "
                + "(\(words(.harvestAgainLater)))"
        case .notOAI(let error, let url) where error.exceedsLimit:
            "\(url) sent a response forte does not take: \(error.description) (report it to the repository)"
        case .notOAI(let error, let url):
            "\(url) did not return an OAI-PMH document: \(error.description) (is it the repository's OAI-PMH base URL?)"
        case .repository(let error, let url):
            "the repository refused \(url): \(error.code): \(error.message)"
                + (Self.remedy(code: error.code).map { " (\(words($0)))" } ?? "")
        case .outOfTurn(let expected, let answer, let url):
            "\(url) answered with \(answer), not the next \(expected.rawValue) page "
                + "(\(words(.resumesWithNextHarvest)); report it to the repository if it persists)"
        case .repeatingToken(let token):
            "the repository repeats resumption token \(Self.shortened(token)) (it would loop forever; report it to the repository)"
        case .tokenTooLong(let bytes, let url):
            "\(url) handed out a resumption token of \(bytes) bytes, more than forte sends back "
                + "(\(ListPages.maxTokenBytes >> 10) KB; report it to the repository)"
        case .tooManySets(let limit, let url):
            "\(url) lists more than \(limit) sets (it would never end; report it to the repository)"
        case .emptyPages(let count):
            "the repository sent \(count) empty pages in a row with a resumption token (it would loop forever; report it to the repository)"
        case .savedResponses(let path, let reason):
            "cannot read saved responses at \(path): \(reason)"
        case .noIdentity(let url):
            "\(url) answered Identify without describing the repository"
        }
    }

    private static func hint(status: Int) -> String {
        switch status {
        case 404, 410: " (is the URL the repository's OAI-PMH base URL?)"
        case 401, 403: " (the repository does not let forte in)"
        case 500...599: " (the server is failing; try again later)"
        default: ""
        }
    }

    private static func remedy(code: String) -> Remedy? {
        switch code {
        case "cannotDisseminateFormat": .seeFormats
        case "noSetHierarchy", "badArgument": .checkRequest
        default: nil
        }
    }

    private static func shortened(_ token: String) -> String {
        token.count <= 100 ? token : token.prefix(100) + "…"
    }

    private static func firstLine(_ text: String) -> String {
        String(text.split(whereSeparator: \.isNewline).first ?? "").prefix(200).description
    }
}
