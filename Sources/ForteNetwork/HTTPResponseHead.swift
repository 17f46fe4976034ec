/// What came back besides the body.
public struct HTTPResponseHead: Sendable, Hashable {
    public var status: Int
    /// The `Retry-After` header, as sent (seconds or an HTTP date).
    public var retryAfter: String?
    /// The first bytes of a non-2xx body, for the error message (the rest of a long one is never read).
    public var errorBody: String
    /// The validators of what was sent, for a conditional request to ask again (`If-None-Match`, `If-Modified-Since`).
    public var etag: String?
    public var lastModified: String?
}
