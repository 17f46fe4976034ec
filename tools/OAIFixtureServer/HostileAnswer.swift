#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A hostile server's answer, written in the repository's place to the requests it takes (see
/// `Misbehaviour.hostile`): whatever status, headers and body a test wants, as fast or as slowly as it wants.
public struct HostileAnswer: Sendable {
    public var takes: @Sendable (FixtureRequest) -> Bool
    public var write: @Sendable (FixtureRequest, FixtureConnection) -> Void

    public init(
        takes: @escaping @Sendable (FixtureRequest) -> Bool = { _ in true },
        write: @escaping @Sendable (FixtureRequest, FixtureConnection) -> Void
    ) {
        self.takes = takes
        self.write = write
    }

    /// Answers with one whole document (HTTP 200 unless told otherwise).
    public static func document(
        _ body: String, status: Int = 200, takes: @escaping @Sendable (FixtureRequest) -> Bool
    ) -> HostileAnswer {
        HostileAnswer(takes: takes) { _, connection in connection.respond(status: status, body: Array(body.utf8)) }
    }
}

/// The client's connection, for a hostile answer to write to.
public struct FixtureConnection: Sendable {
    let socket: Int32

    /// Sends all of `bytes`; false once the client has gone.
    @discardableResult
    public func send(_ bytes: [UInt8]) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes {
                Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard count > 0 else { return false }
            sent += count
        }
        return true
    }

    @discardableResult
    public func send(_ text: String) -> Bool { send(Array(text.utf8)) }

    /// A status line and headers; `Content-Length` only when given (without it the body ends when the connection closes).
    /// The server closes the connection after a hostile answer, and says so: a client that sent its next request on it
    /// first would find it reset, which is not what the test is about.
    @discardableResult
    public func sendHead(status: Int, headers: [String] = [], contentLength: Int? = nil) -> Bool {
        let length = contentLength.map { ["Content-Length: \($0)"] } ?? []
        return send(
            (["HTTP/1.1 \(status) Status", "Content-Type: text/xml; charset=utf-8", "Connection: close"] + length
                + headers + ["", ""])
                .joined(separator: "\r\n"))
    }

    /// A whole response.
    @discardableResult
    public func respond(status: Int = 200, headers: [String] = [], body: [UInt8]) -> Bool {
        sendHead(status: status, headers: headers, contentLength: body.count) && send(body)
    }
}
