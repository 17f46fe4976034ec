import ForteCovers

/// Where the full-screen cover (`v`) is among the score's pages, when the item's source gives pages: 0 is the cover,
/// then page 1, 2, … as the Forte app showed them. The first page that cannot be fetched ends the score.
public struct PicturePages: Sendable, Hashable {
    /// The item whose pages these are.
    public let identifier: String
    public internal(set) var page = 0
    /// The last page there is, once the one after it could not be fetched.
    public internal(set) var last: Int?

    public init(identifier: String) {
        self.identifier = identifier
    }

    var kind: CoverKind { page == 0 ? .cover : .page(page) }

    /// What the full screen's title says of the page shown.
    var label: String { page == 0 ? "cover" : "page \(page)" }

    /// Turns `step` pages, staying between the cover and the last page; what the status line says when it cannot.
    mutating func turn(by step: Int) -> String? {
        let target = page + step
        if target < 0 { return "The cover is the first page (v closes it)" }
        if let last, target > last { return "Last page" }
        page = target
        return nil
    }

    /// The page shown could not be fetched: the one before it is the last, and shown again.
    mutating func endBeforeThisPage() {
        page = max(0, page - 1)
        last = page
    }
}
