/// One `from`/`until` window of a harvest that lists several at once, and where its list stands: the
/// index keeps it with the page that brought it there, so a killed sync resumes every window it left open.
public struct HarvestWindow: Sendable, Hashable {
    /// The first datestamp in the window (nil: from the repository's beginning). Names the window.
    public var from: String?
    /// The last datestamp in the window (nil: up to whatever the repository holds when it is listed).
    public var until: String?
    /// The resumption token of the window's next page; nil until its first page is applied.
    public var token: String?

    public init(from: String?, until: String?, token: String? = nil) {
        self.from = from
        self.until = until
        self.token = token
    }
}
