import Foundation

/// One OAI-PMH 2.0 request: a verb and its arguments, turned into a GET URL.
public enum OAIRequest: Sendable, Hashable {
    case identify
    case listMetadataFormats(identifier: String? = nil)
    case listSets
    case listIdentifiers(ListArguments)
    case listRecords(ListArguments)
    case getRecord(identifier: String, metadataPrefix: String)
    /// The next page of a list: the protocol allows only the verb and the token.
    case resume(Verb, token: String)

    public enum Verb: String, Sendable, Hashable {
        case listIdentifiers = "ListIdentifiers", listRecords = "ListRecords", listSets = "ListSets"
    }

    /// The arguments that select a list.
    public struct ListArguments: Sendable, Hashable {
        public var metadataPrefix: String
        public var set: String?
        public var from: String?
        public var until: String?

        public init(metadataPrefix: String, set: String? = nil, from: String? = nil, until: String? = nil) {
            self.metadataPrefix = metadataPrefix
            self.set = set
            self.from = from
            self.until = until
        }
    }

    /// The verb and arguments in protocol order; nil arguments are left out.
    public var arguments: [(String, String)] {
        switch self {
        case .identify: [("verb", "Identify")]
        case .listMetadataFormats(let identifier):
            [("verb", "ListMetadataFormats")] + Self.optional("identifier", identifier)
        case .listSets: [("verb", "ListSets")]
        case .listIdentifiers(let list): [("verb", "ListIdentifiers")] + list.arguments
        case .listRecords(let list): [("verb", "ListRecords")] + list.arguments
        case .getRecord(let identifier, let prefix):
            [("verb", "GetRecord"), ("identifier", identifier), ("metadataPrefix", prefix)]
        case .resume(let verb, let token): [("verb", verb.rawValue), ("resumptionToken", token)]
        }
    }

    /// The request's URL under `baseURL`, which may already carry a query of its own.
    public func url(baseURL: String) -> String {
        let query = arguments.map { "\($0.0)=\(Self.percentEncoded($0.1))" }.joined(separator: "&")
        return baseURL + (baseURL.contains("?") ? "&" : "?") + query
    }

    /// The arguments of the protocol itself, which forte adds to a base URL and a base URL may therefore not carry.
    static let protocolArguments: Set<String> = [
        "verb", "metadataPrefix", "set", "from", "until", "resumptionToken", "identifier",
    ]

    /// `url` without the protocol's arguments in its query (a URL pasted from a browser often has some), every other
    /// argument kept as written; and the names of those it left out, in order.
    public static func baseURL(of url: String) -> (url: String, leftOut: [String]) {
        guard let mark = url.firstIndex(of: "?") else { return (url, []) }
        var kept: [Substring] = [], leftOut: [String] = []
        for argument in url[url.index(after: mark)...].split(separator: "&") {
            let name = argument.prefix { $0 != "=" }
            if let decoded = String(name).removingPercentEncoding, protocolArguments.contains(decoded) {
                leftOut.append(decoded)
            } else {
                kept.append(argument)
            }
        }
        guard !leftOut.isEmpty else { return (url, []) }
        return (url[..<mark] + (kept.isEmpty ? "" : "?" + kept.joined(separator: "&")), leftOut)
    }

    /// RFC 3986: everything but the unreserved characters is escaped, so tokens full of
    /// `&`, `=`, `+`, `/` or non-ASCII travel intact.
    static func percentEncoded(_ value: String) -> String {
        var result = ""
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                UInt8(ascii: "_"), UInt8(ascii: "~"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return result
    }

    private static func optional(_ name: String, _ value: String?) -> [(String, String)] {
        value.map { [(name, $0)] } ?? []
    }
}

extension OAIRequest.ListArguments {
    var arguments: [(String, String)] {
        [("metadataPrefix", metadataPrefix)]
            + [("set", set), ("from", from), ("until", until)].compactMap { name, value in
                value.map { (name, $0) }
            }
    }
}

private extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
