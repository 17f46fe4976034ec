/// What the fixture server does wrong, switchable while it runs. Counters count down per request. Pictures it
/// serves (`FixturePicture`) misbehave as list pages do.
public struct Misbehaviour: Sendable {
    /// The next N requests answer 503 with this `Retry-After` (nil: no header).
    public var serviceUnavailable = 0
    public var retryAfter: String? = "1"
    /// The next N requests answer 500.
    public var internalErrors = 0
    /// The next N list pages or pictures break off half-way through the body (the connection closes).
    public var dropMidBody = 0
    /// The next N list pages or pictures send half the body, then nothing for `stallSeconds`.
    public var stalls = 0
    public var stallSeconds = 3.0
    /// Bodies gzip-compressed although the request did not ask for gzip.
    public var gzipUnadvertised = false
    /// Titles carry control characters that XML 1.0 forbids.
    public var controlCharacters = false
    /// The next N token requests answer `badResumptionToken` (the tokens expired).
    public var expireTokens = 0
    /// Every page hands out the same token.
    public var repeatTokens = false
    /// Pages without records but with a token before the first real page; -1: forever.
    public var emptyPages = 0
    /// Answer with an HTML page instead of XML (or of a picture).
    public var html = false
    /// The next N list pages or pictures end half-way (a complete HTTP response holding a cut document or picture).
    public var truncate = 0
    /// Answers the requests it takes in the repository's place, byte by byte as a test writes them: an
    /// answer out of turn, an endless body, a trickle. The connection closes after each.
    public var hostile: HostileAnswer?
    /// Seconds every list page waits before it is sent, as a real repository's do.
    public var latency = 0.0
    /// `until` is not heeded: a window gets every record from its `from` on.
    public var ignoresUntil = false
    /// A list asked for with `until` is answered `badArgument`.
    public var refusesUntil = false
    /// The next `unavailableCount` list requests (first pages or tokens) of lists whose `from` is this or later
    /// answer 503: a storm on some windows only.
    public var unavailableFrom: String?
    public var unavailableCount = 0

    public init() {}
}
