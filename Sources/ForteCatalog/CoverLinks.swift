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
public struct CoverLinks: Sendable, Hashable {
    public var thumbnail: String?
    public var cover: String?

    public init(thumbnail: String?, cover: String?) {
        (self.thumbnail, self.cover) = (thumbnail ?? cover, cover ?? thumbnail)
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
                thumbnail = thumbnail ?? link[..<page.lowerBound] + "/utils/getthumbnail/collection/" + link[page.upperBound...]
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
