/// A remembered source (a repository, or a directory of saved responses) and where its sync stands.
public struct Source: Sendable, Hashable {
    /// Short unique name, e.g. the URL's host (`catalogue.example.org`) or `bundled`.
    public var name: String
    /// The base URL of the OAI-PMH endpoint, or the path of saved responses.
    public var url: String
    public var set: String?
    public var metadataPrefix: String
    /// When the last harvest that completed began, by the repository's clock (its first page's `responseDate`,
    /// checked): the next incremental harvest's `from`.
    public var lastCompleteHarvest: String?
    /// The repository's datestamp granularity from Identify (`YYYY-MM-DD` or `YYYY-MM-DDThh:mm:ssZ`).
    public var granularity: String?
    /// A harvest under way: the resumption token that fetches its next page. Nil when none is under way.
    public var pendingToken: String?
    /// A harvest under way: when it began by the repository's clock (becomes `lastCompleteHarvest` when it completes).
    public var pendingHarvestStart: String?
    /// A harvest under way: its `from` argument (nil for a full harvest), to restart it if its token expires.
    public var pendingFrom: String?
    /// When the last harvest completed, as wall-clock ISO 8601, for `forte sources`.
    public var lastSyncedAt: String?
    /// The harvest under way, or the last one: forte's own stamp (the local time it began), which every item it
    /// saw carries, so that a full harvest removes exactly the items it did not see, whatever the server's clock says.
    public var harvestID: String?
    /// Why the repository is harvested as one list however many connections are asked for: it got date windows
    /// wrong once (ignored `until`, answered outside a window, refused `until`). Nil: windows are worth trying.
    public var windowsRefused: String?
    /// Where the items' pictures are when their records link to none (`forte sources set`). A sync keeps it as it is.
    public var coverRule = CoverRule()

    public init(name: String, url: String, set: String? = nil, metadataPrefix: String = "oai_dc") {
        self.name = name
        self.url = url
        self.set = set
        self.metadataPrefix = metadataPrefix
    }
}
