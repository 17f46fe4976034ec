/// How the HTTP client behaves; the defaults suit a cron job against a slow repository.
public struct HTTPConfiguration: Sendable {
    /// `forte/<version>`: repositories see who harvests them.
    public var userAgent: String
    /// Seconds to establish a connection.
    public var connectTimeout = 30
    /// Seconds without a single byte, or under `stallSpeed` bytes a second, before a transfer counts as stalled.
    public var stallTimeout = 60
    /// Bytes a second under which a transfer stalls too, after `stallTimeout` seconds: a byte every 20 s never
    /// leaves a silence that long.
    public var stallSpeed = 100
    /// Seconds for a whole response, connecting included (`--timeout`): a fast endless body ends here.
    public var timeout = HTTPConfiguration.defaultTimeout
    public static let defaultTimeout = 300
    public var maxRedirects = 5
    /// Bytes of one response after decompression: a few KB gzipped twice over inflate to gigabytes.
    public var maxResponseBytes = 64 << 20
    /// Where a connection's address leads. A request that starts on the internet is never let into a network of
    /// the user's own by a redirect; a test stands a loopback address in for a public one here.
    public var addressScope: @Sendable (IPAddress) -> IPAddress.Scope = { $0.scope }

    public init(userAgent: String) { self.userAgent = userAgent }
}
