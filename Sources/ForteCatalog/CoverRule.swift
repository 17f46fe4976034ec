/// A source's rule for where its items' pictures are, for repositories that publish them by a convention of URLs
/// rather than link them from the record (the NLA: `{link}-t`, `{link}-e`, pages `{link}-s1`, `-s2`, …).
public struct CoverRule: Sendable, Hashable {
    public var thumbnail: CoverTemplate?
    public var cover: CoverTemplate?
    /// The score's pages, page 1 first.
    public var pages: CoverTemplate?

    public init(thumbnail: CoverTemplate? = nil, cover: CoverTemplate? = nil, pages: CoverTemplate? = nil) {
        (self.thumbnail, self.cover, self.pages) = (thumbnail, cover, pages)
    }

    public var isEmpty: Bool { thumbnail == nil && cover == nil && pages == nil }
}
