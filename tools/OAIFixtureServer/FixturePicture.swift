import Foundation

/// A file the fixture server serves at a path of its own, as a picture's host would: with validators to answer
/// conditional requests, and misbehaving as told.
public struct FixturePicture: Sendable {
    public var bytes: [UInt8]
    public var contentType: String
    public var etag: String?
    /// Seconds before the answer: a slow host.
    public var delay: Double

    public init(bytes: [UInt8], contentType: String = "image/jpeg", etag: String? = nil, delay: Double = 0) {
        (self.bytes, self.contentType, self.etag, self.delay) = (bytes, contentType, etag, delay)
    }

    /// Answers, 304 when the request names the picture's ETag; false when the connection must close.
    func write(_ request: FixtureRequest, to connection: FixtureConnection) -> Bool {
        if delay > 0 { Thread.sleep(forTimeInterval: delay) }
        let validator = etag.map { "ETag: \($0)\r\n" } ?? ""
        if let etag, request.headers["if-none-match"] == etag {
            return connection.send(Array("HTTP/1.1 304 Not Modified\r\n\(validator)Content-Length: 0\r\n\r\n".utf8))
        }
        let head = "HTTP/1.1 200 OK\r\nContent-Type: \(contentType)\r\nContent-Length: \(bytes.count)\r\n\(validator)\r\n"
        return connection.send(Array(head.utf8) + bytes)
    }
}
