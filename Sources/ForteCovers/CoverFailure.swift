import ForteHarvest
import ForteNetwork

/// Why a picture was not fetched, in a picture's words: an HTTP error's own wording speaks of a repository's
/// OAI-PMH base URL, right for a sync and wrong for a picture. `forte covers fetch` counts failures by `kind`, a
/// line each, and names each with its URL only when asked (`--verbose`).
public struct CoverFailure: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Kind: Sendable, Hashable {
        /// The server answered with an HTTP error status.
        case status(Int)
        /// What came is neither JPEG nor PNG (a web page, say).
        case notPicture
        /// No whole response: no connection, a stall, a response too large, ...
        case transfer(HTTPError.Kind)
        /// The link leads into the user's own network (loopback, private or link-local addresses), and the catalog
        /// that gave it is not served from there.
        case privateAddress
        /// The server asked to be asked again later than forte waits.
        case retryTooLate
        /// Fetched, but the cache could not keep it.
        case cannotKeep
        /// A link longer than `CoverFetcher.longestLink`: not asked for, nor held.
        case linkTooLong
    }

    public var kind: Kind
    /// The failure with its URL and details, but for its remedy.
    private var text: String
    /// What a person can do about it that a command line words as an option (`description(wording:)`).
    private var remedy: HTTPError.Remedy?

    public init(_ kind: Kind, _ description: String) {
        (self.kind, self.text) = (kind, description)
    }

    /// The failure with its URL and details.
    public var description: String {
        description { $0.words }
    }

    /// The description with its remedy worded by `words`.
    public func description(wording words: (HTTPError.Remedy) -> String) -> String {
        // Only a response that took too long has a remedy: it is the one the server may be slow for.
        text + (remedy.map { " (if the server is only slow, \(words($0)))" } ?? "")
    }

    /// The error the retry policy gave up on, for the picture at `url`.
    public init(_ error: HarvestError, url: String) {
        switch error {
        case .status(let status, _, _, _):
            let hint = Self.hint(status: status).map { " (\($0))" } ?? ""
            self.init(.status(status), "\(url) answered HTTP \(status)\(hint)")
        case .transfer(let error) where error.kind == .privateAddress:
            self.init(
                .privateAddress,
                "\(error.url) leads to \(error.detail): forte fetches a picture from your own "
                    + "network only for a catalog served from there")
        case .transfer(let error) where error.kind == .tookTooLong:
            self.init(.transfer(.tookTooLong), "\(error.url) did not finish its response in \(error.detail)")
            remedy = .longerTimeLimit
        case .transfer(let error):
            self.init(.transfer(error.kind), Self.words(for: error) ?? error.description)
        case .retryTooLate:
            self.init(.retryTooLate, "\(url) asks to be asked again later than forte waits (try again later)")
        default:
            self.init(.transfer(.other), "cannot fetch \(url): \(error)")
        }
    }

    /// One line for `count` failures of this one's kind, "306 pictures not found (HTTP 404)"; where the kind alone
    /// says too little (the network's failures), with this one's details as an example, its remedy worded by `words`.
    public func summary(count: Int, wording words: (HTTPError.Remedy) -> String = { $0.words }) -> String {
        let description = description(wording: words)
        let pictures = count == 1 ? "1 picture" : "\(count) pictures"
        switch kind {
        case .status(let status):
            let words =
                switch status {
                case 404, 410: "not found"
                case 401, 403: "refused"
                default: "not served"
                }
            let advice = status >= 500 ? "; the server is failing, try again later" : ""
            return "\(pictures) \(words) (HTTP \(status)\(advice))"
        case .notPicture:
            return "\(pictures) neither JPEG nor PNG (web pages, say)"
        case .transfer:
            return "\(pictures) not fetched" + (count == 1 ? ": \(description)" : ", as: \(description)")
        case .privateAddress:
            return "\(pictures) not fetched: the links lead into your own network (loopback, private or link-local "
                + "addresses), where forte goes only for a catalog served from there"
        case .retryTooLate:
            return "\(pictures) not fetched: the server asks to wait longer than forte does (try again later)"
        case .cannotKeep:
            return "\(pictures) fetched but not kept" + (count == 1 ? ": \(description)" : ", as: \(description)")
        case .linkTooLong:
            return "\(pictures) not fetched: the links are longer than \(CoverFetcher.longestLink >> 10) KB, "
                + "more than forte takes for a picture's"
        }
    }

    /// A link longer than `CoverFetcher.longestLink`, named by its start only.
    public static func linkTooLong(_ url: String) -> CoverFailure {
        CoverFailure(
            .linkTooLong,
            "\(url.prefix(80))… is a link of \(url.utf8.count) bytes, longer than forte takes "
                + "for a picture's (\(CoverFetcher.longestLink >> 10) KB)")
    }

    /// The failures whose advice, in `HTTPError`'s own words, speaks of a repository; nil for those whose words
    /// fit a picture too.
    private static func words(for error: HTTPError) -> String? {
        let url = error.url
        return switch error.kind {
        case .privateRedirect:
            "\(url) redirects to \(error.detail): forte follows a picture on the internet only to public addresses"
        case .badResponse: "\(url) sent a response forte cannot read: \(error.detail)"
        case .tooLarge: "\(url) is larger than \(error.detail), more than forte takes for a picture"
        default: nil
        }
    }

    private static func hint(status: Int) -> String? {
        switch status {
        case 404, 410: "no picture there"
        case 401, 403: "the server does not let forte in"
        case 500...599: "the server is failing; try again later"
        default: nil
        }
    }
}
