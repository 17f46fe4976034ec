/// The queries searched before, the latest last: Up and Down in the prompt walk them, and `forte browse`
/// keeps them between runs (under `$XDG_STATE_HOME/forte/`).
public struct SearchHistory: Sendable, Hashable {
    public private(set) var queries: [String]

    /// Kept to this many: older ones go.
    public static let limit = 200

    public init(_ queries: [String] = []) {
        self.queries = Array(queries.filter { !$0.isEmpty }.suffix(Self.limit))
    }

    /// Remembers a query searched, as the latest (once: an earlier copy goes).
    public mutating func add(_ query: String) {
        guard !query.isEmpty else { return }
        queries.removeAll { $0 == query }
        queries.append(query)
        if queries.count > Self.limit { queries.removeFirst(queries.count - Self.limit) }
    }

    /// The query `position` steps back (0 the latest), if there is one.
    public func query(stepsBack position: Int) -> String? {
        queries.indices.contains(queries.count - 1 - position) ? queries[queries.count - 1 - position] : nil
    }

    /// As a file holds it: one query a line (a query has no line breaks: the prompt keeps it on one line).
    public var fileText: String { queries.map { $0 + "\n" }.joined() }

    public init(fileText: String) {
        self.init(fileText.split(separator: "\n").map(String.init))
    }
}
