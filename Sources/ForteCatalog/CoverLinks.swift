/// Where an item's pictures are: a small one for a gallery card (`thumbnail`) and a large one for the detail
/// view (`cover`), each the other's stand-in when a record has one only; both nil when it has none.
///
/// Read from links the record has, never guessed:
/// - an `http(s)` image link (a path ending `.jpg`, `.jpeg`, `.png`, `.gif` or `.webp`, which takes in IIIF
///   Image API requests) among the `dc:identifier` and `dc:relation` values, and a `dc:description` value
///   that is nothing but one (Digital Commons, bepress's repositories, put their thumbnails there); a link
///   that names a thumbnail (`thumbnail.jpg`, `…_thumb.png`) is the thumbnail, any other the cover;
/// - a IIIF Image API service (`…/info.json`): its image, scaled to fit 400 and 1,200 pixels;
/// - a CONTENTdm item page (`…/cdm/ref/collection/ALIAS/id/N`): CONTENTdm's own thumbnail of it
///   (`…/utils/getthumbnail/collection/ALIAS/id/N`).
///
/// Where the record links to no picture, its source's rule (`CoverRule`) gives them, and its pages.
public struct CoverLinks: Sendable, Hashable {
    public var thumbnail: String?
    public var cover: String?
    /// The base URL of the item's source, or the path of its saved responses: where the links came from, which says
    /// where they may lead (a catalog on the internet never into the user's own network). Nil when not known.
    public var sourceURL: String?
    /// The source's pages rule, and what its placeholders stand for in this item.
    private var pages: PageRule?

    private struct PageRule: Sendable, Hashable {
        var template: CoverTemplate
        var values: CoverTemplate.Values
    }

    public init(thumbnail: String?, cover: String?) {
        (self.thumbnail, self.cover) = (thumbnail ?? cover, cover ?? thumbnail)
    }

    /// The item's own links; where it has none, those its source's `rule` gives. Pages come from the rule alone.
    public init(_ item: Item, rule: CoverRule, sourceURL: String? = nil) {
        self = item.coverLinks
        if thumbnail == nil { self.init(thumbnail: rule.thumbnail?.url(for: item), cover: rule.cover?.url(for: item)) }
        self.sourceURL = sourceURL
        pages = rule.pages.map {
            PageRule(template: $0, values: CoverTemplate.Values(link: item.webLink, identifier: item.identifier))
        }
    }

    /// Whether the item's source gives its pages.
    public var hasPages: Bool { pages != nil }

    /// Page `number` (from 1) of the score, when the source's rule gives pages and the item has what the rule takes.
    public func page(_ number: Int) -> String? {
        pages.flatMap { $0.template.expanded($0.values, page: number) }
    }

    init(_ metadata: DublinCore) {
        var (thumbnail, cover): (String?, String?) = (nil, nil)
        let links = (metadata.identifier + metadata.relation).map { tidyingWhitespace($0[...]) }
        let descriptions = metadata.description.map { tidyingWhitespace($0[...]) }.filter(Self.isImage)
        for link in links + descriptions where Item.isWebURL(link) {
            if Self.isImage(link) {
                if Self.namesThumbnail(link) { thumbnail = thumbnail ?? link } else { cover = cover ?? link }
            } else if let service = link.strippingSuffix("/info.json") {
                thumbnail = thumbnail ?? service + "/full/!400,400/0/default.jpg"
                cover = cover ?? service + "/full/!1200,1200/0/default.jpg"
            } else if let page = link.firstRange(of: "/cdm/ref/collection/") {
                thumbnail =
                    thumbnail ?? link[..<page.lowerBound] + "/utils/getthumbnail/collection/" + link[page.upperBound...]
            }
        }
        self.init(thumbnail: thumbnail, cover: cover)
    }

    /// The path (before any query or fragment) ends with an image's file extension.
    private static func isImage(_ link: String) -> Bool {
        let path = link.prefix { $0 != "?" && $0 != "#" }.lowercased()
        return Item.isWebURL(link) && [".jpg", ".jpeg", ".png", ".gif", ".webp"].contains { path.hasSuffix($0) }
    }

    private static func namesThumbnail(_ link: String) -> Bool {
        let file = link.prefix { $0 != "?" && $0 != "#" }.split(separator: "/").last?.lowercased() ?? ""
        return file.contains("thumb")
    }
}

extension Item {
    /// The item's thumbnail and cover image, from the links its record has (see `CoverLinks`).
    public var coverLinks: CoverLinks { CoverLinks(metadata) }
}

private extension String {
    func strippingSuffix(_ suffix: String) -> String? {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : nil
    }
}
