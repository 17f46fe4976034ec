import Foundation

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

    /// The history kept in the file at `path` (`$XDG_STATE_HOME/forte/search-history`): one query a line,
    /// as the prompt keeps a query on one line. None when the file cannot be read.
    public init(path: String) {
        let text = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? ""
        self.init(text.split(separator: "\n").map(String.init))
    }

    public func save(to path: String) {
        StateFile.write(Data(queries.map { $0 + "\n" }.joined().utf8), to: path)
    }
}
