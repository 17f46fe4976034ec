import ForteCatalog
import Synchronization

/// The pictures an item's record links to (`CoverLinks`): from the cache when kept there, else fetched into it,
/// then decoded. With no network, what the cache has.
public final class LinkedCovers: CoverProvider {
    private let links: @Sendable (String) -> CoverLinks?
    private let cache: CoverCache
    private let fetcher: CoverFetcher
    /// Shared by the threads that ask for pictures: what they decode at once is bounded together.
    private let budget: DecodingBudget
    /// Connections not in use: a thread takes one for a fetch and puts it back, so keep-alive carries over.
    private let idle = Mutex<[CoverFetcher.Connection]>([])

    /// `links` gives an item's links by its identifier (from the index, say).
    public init(
        links: @escaping @Sendable (String) -> CoverLinks?, cache: CoverCache, fetcher: CoverFetcher,
        budget: DecodingBudget = DecodingBudget()
    ) {
        (self.links, self.cache, self.fetcher, self.budget) = (links, cache, fetcher, budget)
    }

    public func picture(
        of identifier: String, _ kind: CoverKind,
        atLeast size: (width: Int, height: Int)
    ) throws(MissingPicture) -> CoverImage {
        guard let links = links(identifier), let url = Self.url(kind, in: links) else { throw .notLinked }
        // Not `??`: it rethrows untyped.
        let bytes =
            if let kept = cache.entry(for: url)?.bytes {
                kept
            } else {
                try fetched(url, linkedFrom: links.sourceURL)
            }
        do { return try ImageDecoder.decode(bytes, atLeast: size, budget: budget) } catch { throw .notAPicture }
    }

    public func keptPicture(
        of identifier: String, _ kind: CoverKind, atLeast size: (width: Int, height: Int)
    ) -> CoverImage? {
        guard let links = links(identifier), let url = Self.url(kind, in: links),
            let bytes = cache.entry(for: url)?.bytes
        else { return nil }
        return try? ImageDecoder.decode(bytes, atLeast: size, budget: budget)
    }

    public func hasPages(_ identifier: String) -> Bool {
        links(identifier)?.hasPages ?? false
    }

    private static func url(_ kind: CoverKind, in links: CoverLinks) -> String? {
        switch kind {
        case .thumbnail: links.thumbnail
        case .cover: links.cover
        case .page(let number): links.page(number)
        }
    }

    private func fetched(_ url: String, linkedFrom sourceURL: String?) throws(MissingPicture) -> [UInt8] {
        let connection = idle.withLock { $0.popLast() } ?? fetcher.connection()
        defer { idle.withLock { $0.append(connection) } }
        switch connection.fetch(url, linkedFrom: sourceURL) {
        case .fetched, .unchanged:
            guard let bytes = cache.entry(for: url)?.bytes else { throw .notKept }
            return bytes
        case .failed(let failure): throw MissingPicture(failure)
        }
    }
}
