/// Which of an item's pictures: the small one for a gallery card, the large one for the detail view, or a page
/// of the score (from 1) where its source's rule gives pages.
public enum CoverKind: Sendable, Hashable {
    case thumbnail, cover
    case page(Int)
}

/// Where the browse screen gets pictures: fetched or kept links (`LinkedCovers`), or pictures made for items
/// that have none. Asked on a worker thread, never on a key's: it may take as long as a fetch.
public protocol CoverProvider: Sendable {
    /// The item's picture of `kind`, decoded to cover at least `size` pixels where the format can reduce; when there
    /// is none, why (no link, not reachable, not a picture).
    func picture(
        of identifier: String, _ kind: CoverKind,
        atLeast size: (width: Int, height: Int)
    ) throws(MissingPicture) -> CoverImage
    /// Whether the item's pages may be asked for (`CoverKind.page`). Quick: asked on a key's path.
    func hasPages(_ identifier: String) -> Bool
    /// The item's picture of `kind` when it is at hand without the network (kept in the cache, say), else nil: asked
    /// on a thread of its own, so that pictures at hand never wait behind fetches.
    func keptPicture(of identifier: String, _ kind: CoverKind, atLeast size: (width: Int, height: Int)) -> CoverImage?
}

extension CoverProvider {
    public func hasPages(_ identifier: String) -> Bool { false }
    public func keptPicture(
        of identifier: String, _ kind: CoverKind, atLeast size: (width: Int, height: Int)
    ) -> CoverImage? {
        nil
    }
}

/// Providers asked in turn: the first picture any gives; else why the first that had a link to one failed.
public struct FirstCover: CoverProvider {
    public let providers: [any CoverProvider]

    public init(_ providers: [any CoverProvider]) {
        self.providers = providers
    }

    public func picture(
        of identifier: String, _ kind: CoverKind,
        atLeast size: (width: Int, height: Int)
    ) throws(MissingPicture) -> CoverImage {
        var missing = MissingPicture.notLinked
        for provider in providers {
            do {
                return try provider.picture(of: identifier, kind, atLeast: size)
            } catch {
                if missing == .notLinked { missing = error }
            }
        }
        throw missing
    }

    public func hasPages(_ identifier: String) -> Bool {
        providers.contains { $0.hasPages(identifier) }
    }

    public func keptPicture(
        of identifier: String, _ kind: CoverKind, atLeast size: (width: Int, height: Int)
    ) -> CoverImage? {
        providers.lazy.compactMap { $0.keptPicture(of: identifier, kind, atLeast: size) }.first
    }
}
