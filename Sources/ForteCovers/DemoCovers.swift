import BundledCatalog
import ForteCatalog

/// Covers for the demo catalog's items, which have none: drawn on first use (see `DemoCover`) into the cover
/// cache, as PNG, so that a new user sees covers with no network, and forte ships no picture files.
///
/// A demo item is one of the bundled catalog's source (`bundled`, as a first `forte browse` files it) whose record
/// links to no picture. A source's URL rules, where it has any, come first: an item they give a link is fetched.
public struct DemoCovers: Sendable {
    public let cache: CoverCache

    public init(cache: CoverCache) {
        self.cache = cache
    }

    /// Whether the item is a demo item, whose cover forte draws.
    public static func isDemo(_ item: Item) -> Bool {
        item.source == BundledCatalog.sourceName && item.coverLinks.thumbnail == nil
    }

    /// What the cache keeps the cover under: the drawing's version and a hash of what it shows, so that a
    /// retitled item, or a new drawing, gets a new cover (and the old one ages out of the cache).
    public static func url(for cover: DemoCover) -> String {
        let shown = [cover.title, cover.composer ?? "", cover.decade?.description ?? ""].joined(separator: "\u{0}")
        return "forte-demo:\(drawing)/\(cover.identifier)#\(String(FNV1a.hash(shown), radix: 16))"
    }

    /// Changes whenever `DemoCover` draws differently.
    static let drawing = 2

    /// The item's cover when it is a demo item (nil otherwise): see `picture(of:)`.
    public func picture(for item: Item) -> CoverImage? {
        Self.isDemo(item) ? picture(of: DemoCover(item)) : nil
    }

    /// The cover as the cache keeps it, or drawn now and kept there.
    public func picture(of cover: DemoCover) -> CoverImage {
        let url = Self.url(for: cover)
        if let kept = cache.entry(for: url), let image = try? ImageDecoder.decode(kept.bytes) { return image }
        let image = cover.image
        // A cache that cannot keep it (a full or read-only disk) costs drawing it again next time, no more.
        try? cache.store(CoverCache.Entry(bytes: image.png, etag: nil, lastModified: nil), for: url)
        return image
    }
}

/// The demo covers as the browse screen asks for pictures: by identifier, the item read by `item`. The drawing
/// is the same size for a card and the detail view; the screen scales it.
public struct DemoCoverProvider: CoverProvider {
    private let covers: DemoCovers
    private let item: @Sendable (String) -> Item?

    public init(_ covers: DemoCovers, item: @escaping @Sendable (String) -> Item?) {
        (self.covers, self.item) = (covers, item)
    }

    public func picture(
        of identifier: String, _ kind: CoverKind,
        atLeast size: (width: Int, height: Int)
    ) throws(MissingPicture) -> CoverImage {
        // A drawn card is a cover, never a page of the score.
        if case .page = kind { throw .notLinked }
        guard let picture = item(identifier).flatMap(covers.picture(for:)) else { throw .notLinked }
        return picture
    }
}
