import Foundation

/// A file the fixture server serves at a path of its own, as a picture's host would: with validators to answer
/// conditional requests, slowly if told, and misbehaving as the repository does (see `Misbehaviour`).
public struct FixturePicture: Sendable {
    public var bytes: [UInt8]
    public var contentType: String
    public var etag: String?
    /// Seconds before the answer: a slow host.
    public var delay: Double
    /// Zero bytes sent after `bytes`, a megabyte at a time: a file of 50 MB that the server does not hold.
    public var padding: Int

    public init(
        bytes: [UInt8], contentType: String = "image/jpeg", etag: String? = nil, delay: Double = 0, padding: Int = 0
    ) {
        (self.bytes, self.contentType, self.etag, self.delay, self.padding) = (bytes, contentType, etag, delay, padding)
    }

    /// The whole file, padding and all.
    var body: [UInt8] { bytes + [UInt8](repeating: 0, count: padding) }

    /// Answers, 304 when the request names the picture's ETag; false when the connection must close.
    func write(_ request: FixtureRequest, to connection: FixtureConnection) -> Bool {
        if delay > 0 { Thread.sleep(forTimeInterval: delay) }
        let validator = etag.map { "ETag: \($0)\r\n" } ?? ""
        if let etag, request.headers["if-none-match"] == etag {
            return connection.send(Array("HTTP/1.1 304 Not Modified\r\n\(validator)Content-Length: 0\r\n\r\n".utf8))
        }
        let head =
            "HTTP/1.1 200 OK\r\nContent-Type: \(contentType)\r\nContent-Length: \(bytes.count + padding)\r\n\(validator)\r\n"
        guard connection.send(Array(head.utf8) + bytes) else { return false }
        let megabyte = [UInt8](repeating: 0, count: 1 << 20)
        for start in stride(from: 0, to: padding, by: megabyte.count) {
            guard connection.send(Array(megabyte.prefix(padding - start))) else { return false }
        }
        return true
    }
}
