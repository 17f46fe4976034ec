import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An OAI-PMH repository on 127.0.0.1 and an ephemeral port, in the test process, on plain POSIX
/// sockets so every byte (and every misbehaviour) is under the test's control. Keep-alive; a thread
/// per connection.
public final class OAIFixtureServer: @unchecked Sendable {
    public let port: Int
    public var baseURL: String { "http://127.0.0.1:\(port)/oai" }

    private let listener: Int32
    private let lock = NSLock()
    private var state: FixtureState
    private var responder = FixtureResponder()
    private var log: [FixtureRequest] = []
    private var listRequests = 0
    private var accepted = 0
    private var stopped = false
    private var beforeListRecords: (@Sendable (Int) -> Void)?
    private var pictures: [String: FixturePicture] = [:]

    public init(_ state: FixtureState) throws {
        self.state = state
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard listener >= 0 else { throw FixtureServerError(call: "socket") }
        var yes: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(listener, 64) == 0 else { throw FixtureServerError(call: "bind/listen") }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        port = Int(UInt16(bigEndian: address.sin_port))
        self.listener = listener
        Thread { [weak self] in
            while true {
                let connection = accept(listener, nil, nil)
                guard connection >= 0 else {
                    // Closed here, not in stop(): a descriptor closed under a blocked accept could be
                    // reused by another server's socket and have its connections stolen.
                    close(listener)
                    return
                }
                guard let self else { close(connection); return }
                self.lock.withLock { self.accepted += 1 }
                Thread { self.serve(connection) }.start()
            }
        }.start()
    }

    deinit { stop() }

    /// Stops accepting connections.
    public func stop() {
        let wasRunning = lock.withLock { () -> Bool in
            defer { stopped = true }
            return !stopped
        }
        if wasRunning { shutdown(listener, Int32(SHUT_RDWR)) }
    }

    /// Changes the repository or its misbehaviour while it runs.
    public func change(_ body: (inout FixtureState) -> Void) {
        lock.withLock {
            body(&state)
            responder.byDatestamp = nil
        }
    }

    public var current: FixtureState { lock.withLock { state } }

    /// Connections accepted so far: 1 after many requests means the client kept its connection alive.
    public var connections: Int { lock.withLock { accepted } }

    /// Every request received so far, in order.
    public var requests: [FixtureRequest] { lock.withLock { log } }

    /// Serves `picture` at `path` (`/covers/1.jpg`), beside the repository.
    public func serve(_ picture: FixturePicture, at path: String) {
        lock.withLock { pictures[path] = picture }
    }

    /// Called (off the lock) before each ListRecords request is answered, with its number counting from 1:
    /// a test kills the harvester at an exact page this way.
    public func beforeListRecords(_ hook: @escaping @Sendable (Int) -> Void) {
        lock.withLock { beforeListRecords = hook }
    }

    private func serve(_ connection: Int32) {
        defer { close(connection) }
        var buffer: [UInt8] = []
        while let request = readRequest(connection, buffer: &buffer) {
            if let picture = lock.withLock({ () -> FixturePicture? in
                guard let picture = pictures[request.target] else { return nil }
                log.append(request)
                return picture
            }) {
                // A picture's host misbehaves as the repository does.
                let misbehaving = lock.withLock {
                    FixtureResponder.refusal(&state.misbehaviour)
                        ?? FixtureResponder.breaking(picture.body, type: picture.contentType, &state.misbehaviour)
                }
                if let misbehaving {
                    guard write(misbehaving, gzip: false, to: connection) else { return }
                } else {
                    guard picture.write(request, to: FixtureConnection(socket: connection)) else { return }
                }
                continue
            }
            if request.arguments["verb"] == "ListRecords" {
                let (number, hook) = lock.withLock {
                    listRequests += 1; return (listRequests, beforeListRecords)
                }
                hook?(number)
            }
            let hostile = lock.withLock { () -> HostileAnswer? in
                log.append(request)
                return state.misbehaviour.hostile.flatMap { $0.takes(request) ? $0 : nil }
            }
            if let hostile {
                hostile.write(request, FixtureConnection(socket: connection))
                return
            }
            let (answer, gzip, latency) = lock.withLock {
                (
                    responder.answer(request.arguments, state: &state), state.misbehaviour.gzipUnadvertised,
                    state.misbehaviour.latency
                )
            }
            if latency > 0, request.arguments["verb"] == "ListRecords" { Thread.sleep(forTimeInterval: latency) }
            guard write(answer, gzip: gzip, to: connection) else { return }
        }
    }

    /// Writes the answer; false when the connection must close.
    private func write(_ answer: FixtureResponder.Answer, gzip: Bool, to connection: Int32) -> Bool {
        switch answer {
        case .xml(var body, let status):
            var extra = ""
            if gzip {
                body = gzipStored(body)
                extra = "Content-Encoding: gzip\r\n"
            }
            return send(
                head(status: status, length: body.count, type: "text/xml; charset=utf-8", extra: extra) + body,
                to: connection)
        case .html(let status, let retryAfter):
            let body = Array(
                "<!DOCTYPE html><html><body><h1>Service message</h1><p>Please come back later.</p></body></html>".utf8)
            let extra = retryAfter.map { "Retry-After: \($0)\r\n" } ?? ""
            return send(
                head(status: status, length: body.count, type: "text/html", extra: extra) + body, to: connection)
        case .broken(let body, let type, let fraction, let stall):
            _ = send(
                head(status: 200, length: body.count, type: type) + body.prefix(Int(Double(body.count) * fraction)),
                to: connection)
            if let stall { Thread.sleep(forTimeInterval: stall) }
            return false
        case .truncated(let whole, let type):
            let body = whole.prefix(whole.count / 2)
            return send(head(status: 200, length: body.count, type: type) + body, to: connection)
        }
    }

    private func head(status: Int, length: Int, type: String, extra: String = "") -> [UInt8] {
        let reason = [200: "OK", 500: "Internal Server Error", 503: "Service Unavailable"][status] ?? "Status"
        return Array(
            "HTTP/1.1 \(status) \(reason)\r\nContent-Type: \(type)\r\nContent-Length: \(length)\r\n\(extra)\r\n".utf8)
    }

    private func send(_ bytes: [UInt8], to connection: Int32) -> Bool {
        FixtureConnection(socket: connection).send(bytes)
    }

    private func readRequest(_ connection: Int32, buffer: inout [UInt8]) -> FixtureRequest? {
        let terminator: [UInt8] = [13, 10, 13, 10]
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            if let end = buffer.firstRange(of: terminator) {
                let head = String(decoding: buffer[..<end.lowerBound], as: UTF8.self)
                buffer.removeSubrange(..<end.upperBound)
                return Self.parse(head)
            }
            let count = recv(connection, &chunk, chunk.count, 0)
            guard count > 0 else { return nil }
            buffer += chunk[..<count]
        }
    }

    static func parse(_ head: String) -> FixtureRequest? {
        let lines = head.components(separatedBy: "\r\n")
        let parts = lines[0].split(separator: " ")
        guard parts.count >= 2 else { return nil }
        let target = String(parts[1])
        var arguments: [String: String] = [:]
        if let query = target.split(separator: "?", maxSplits: 1).dropFirst().first {
            for pair in query.split(separator: "&") {
                let keyValue = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let value = keyValue.count > 1 ? String(keyValue[1]) : ""
                arguments[String(keyValue[0])] = value.removingPercentEncoding ?? value
            }
        }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                in: .whitespaces)
        }
        return FixtureRequest(target: target, arguments: arguments, headers: headers)
    }
}

public struct FixtureServerError: Error, CustomStringConvertible {
    public var call: String
    public var description: String { "fixture server: \(call) failed (errno \(errno))" }
}
