import CCurl
import Foundation

/// A GET-only HTTP client on one reused libcurl easy handle, so consecutive requests share a
/// keep-alive connection. Not thread-safe: one thread uses one client.
public final class HTTPClient {
    /// Made at the first transfer, which opens libcurl (CCurl).
    private var handle: UnsafeMutableRawPointer?
    private let configuration: HTTPConfiguration
    /// Where libcurl writes its own words for a failure; allocated once, so its address holds for every transfer.
    private let errorBuffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CURL_ERROR_SIZE) + 1)

    public init(configuration: HTTPConfiguration) {
        self.configuration = configuration
    }

    deinit {
        if let handle { forte_curl_easy_cleanup(handle) }
        errorBuffer.deallocate()
    }

    /// GETs `url`, with the request `headers` given (`If-None-Match: "x"`, say). The bytes of a 2xx body go to
    /// `body` as they arrive, never buffered whole; whatever `body` throws aborts the transfer and is rethrown.
    /// `publicOnly`: `url` is a link a repository on the internet gave, not the user: the first request, like its
    /// redirects, goes only to a public address.
    public func get(
        _ url: String, headers: [String] = [], publicOnly: Bool = false,
        body: (UnsafeRawBufferPointer) throws -> Void
    ) throws -> HTTPResponseHead {
        let handle = try easyHandle(for: url)
        return try withoutActuallyEscaping(body) { body in
            let transfer = Transfer(url: url, body: body, configuration: configuration, publicOnly: publicOnly)
            // Header lines with a line break in them would be headers of their own: left out.
            let headerList = headers.filter { !$0.contains(where: \.isNewline) }.reduce(
                nil as UnsafeMutablePointer<curl_slist>?
            ) { forte_curl_slist_append($0, $1) }
            defer { forte_curl_slist_free_all(headerList) }
            let code = try withExtendedLifetime(transfer) { () throws(HTTPError) -> CURLcode in
                try configure(
                    handle, url: url, headers: headerList, transfer: Unmanaged.passUnretained(transfer).toOpaque())
                errorBuffer[0] = 0
                return forte_curl_easy_perform(handle)
            }
            if let error = transfer.stopped { throw error }
            // libcurl's words for CURLOPT_TIMEOUT once connected ("Operation too slow" is the low-speed limit,
            // "Connection timed out" the connect timeout).
            if code == CURLE_OPERATION_TIMEDOUT, errorDetail(code).hasPrefix("Operation timed out") {
                throw HTTPError(kind: .tookTooLong, url: url, detail: "\(configuration.timeout) s")
            }
            // An error body cut short ends as libcurl's write error; its status stands.
            guard code == CURLE_OK || transfer.errorBodyCut else {
                let detail = errorDetail(code)
                // libcurl's words for a handshake that never finished: the port does not speak TLS (a plain
                // HTTP server waits for a request that never comes), which no retry will change.
                if code == CURLE_OPERATION_TIMEDOUT, detail.hasPrefix("SSL connection timeout") {
                    throw HTTPError(
                        kind: .tls, url: url,
                        detail: "no TLS handshake in \(configuration.connectTimeout) s (does the server speak https?)")
                }
                throw HTTPError(code: code, url: url, detail: detail)
            }
            return HTTPResponseHead(
                status: transfer.status, retryAfter: transfer.retryAfter,
                errorBody: String(decoding: transfer.errorBody, as: UTF8.self),
                etag: transfer.etag, lastModified: transfer.lastModified)
        }
    }

    private func easyHandle(for url: String) throws(HTTPError) -> UnsafeMutableRawPointer {
        if let handle { return handle }
        let made = try makeEasyHandle { HTTPError(kind: .other, url: url, detail: $0) }
        handle = made
        return made
    }

    private func configure(
        _ handle: UnsafeMutableRawPointer, url: String, headers: UnsafeMutablePointer<curl_slist>?,
        transfer: UnsafeMutableRawPointer
    ) throws(HTTPError) {
        // A refused option would leave the handle as the last request set it (or with no URL at all): never go on.
        func check(_ option: CURLoption, _ code: CURLcode) throws(HTTPError) {
            guard code != CURLE_OK else { return }
            let name =
                forte_curl_easy_option_by_id(option)?.pointee.name.map { "CURLOPT_" + String(cString: $0) }
                ?? "option \(option.rawValue)"
            throw HTTPError(
                kind: .other, url: url,
                detail: "libcurl refused \(name): \(String(cString: forte_curl_easy_strerror(code)))")
        }
        func set(_ option: CURLoption, _ value: Int) throws(HTTPError) {
            try check(option, forte_curl_setopt_long(handle, option, value))
        }
        func set(_ option: CURLoption, _ value: String) throws(HTTPError) {
            try check(option, forte_curl_setopt_string(handle, option, value))
        }
        func set(_ option: CURLoption, _ value: UnsafeMutableRawPointer) throws(HTTPError) {
            try check(option, forte_curl_setopt_pointer(handle, option, value))
        }

        try set(CURLOPT_URL, url)
        try set(CURLOPT_HTTPGET, 1)
        try check(
            CURLOPT_HTTPHEADER,
            forte_curl_setopt_pointer(handle, CURLOPT_HTTPHEADER, headers.map(UnsafeMutableRawPointer.init)))
        try set(CURLOPT_NOSIGNAL, 1)
        try set(CURLOPT_ERRORBUFFER, UnsafeMutableRawPointer(errorBuffer))
        // Not "", which adds br and zstd: their decoders take whatever window the server declares (docs/PERFORMANCE.md,
        // "Hostile limits"). libcurl still decodes gzip the server sends unasked.
        try set(CURLOPT_ACCEPT_ENCODING, "gzip, deflate")
        try set(CURLOPT_USERAGENT, configuration.userAgent)
        try set(CURLOPT_CONNECTTIMEOUT, configuration.connectTimeout)
        try set(CURLOPT_TIMEOUT, configuration.timeout)
        try set(CURLOPT_LOW_SPEED_LIMIT, configuration.stallSpeed)
        try set(CURLOPT_LOW_SPEED_TIME, configuration.stallTimeout)
        // libcurl's low-speed limit averages over seconds of earlier bytes (a silence after a burst goes unseen
        // for a while): silence is timed from the last byte by hand.
        try set(CURLOPT_NOPROGRESS, 0)
        try check(CURLOPT_XFERINFOFUNCTION, forte_curl_setopt_xferinfo_function(handle, progressCallback))
        try set(CURLOPT_XFERINFODATA, transfer)
        try set(CURLOPT_FOLLOWLOCATION, 1)
        try set(CURLOPT_MAXREDIRS, configuration.maxRedirects)
        try set(CURLOPT_PROTOCOLS_STR, "http,https")
        try set(CURLOPT_REDIR_PROTOCOLS_STR, Self.redirectProtocols(from: url))
        try check(CURLOPT_WRITEFUNCTION, forte_curl_setopt_write_function(handle, writeCallback))
        try set(CURLOPT_WRITEDATA, transfer)
        try check(CURLOPT_HEADERFUNCTION, forte_curl_setopt_header_function(handle, headerCallback))
        try set(CURLOPT_HEADERDATA, transfer)
        // Called with the address actually connected to (not the URL's host name) before each request is sent.
        try check(CURLOPT_PREREQFUNCTION, forte_curl_setopt_prereq_function(handle, prerequestCallback))
        try set(CURLOPT_PREREQDATA, transfer)
    }

    /// The schemes a redirect from `url` may lead to: it may upgrade http to https, never downgrade https to http.
    static func redirectProtocols(from url: String) -> String {
        url.lowercased().hasPrefix("https:") ? "https" : "http,https"
    }

    private func errorDetail(_ code: CURLcode) -> String {
        let detail = String(cString: errorBuffer)
        return detail.isEmpty ? String(cString: forte_curl_easy_strerror(code)) : detail
    }
}

/// The state of one transfer, shared with libcurl's C callbacks.
private final class Transfer {
    let url: String
    let body: (UnsafeRawBufferPointer) throws -> Void
    let configuration: HTTPConfiguration
    /// Bytes of a 2xx body so far, decoded.
    var bodyBytes = 0
    var status = 0
    var retryAfter: String?
    var etag: String?
    var lastModified: String?
    /// The first `errorBodyLimit` bytes of a non-2xx body; `errorBodyBytes` counts all read.
    var errorBody: [UInt8] = []
    var errorBodyBytes = 0
    /// The transfer stopped at `errorBodyReadLimit`: its status stands.
    var errorBodyCut = false
    /// Why a callback stopped the transfer: thrown in place of what libcurl reports.
    var stopped: (any Error)?
    var lastProgress = ContinuousClock.now
    /// Whether the first request went to a public address; nil before it is sent.
    var startedOnInternet: Bool?
    /// The first request too must go to a public address.
    let publicOnly: Bool

    init(
        url: String, body: @escaping (UnsafeRawBufferPointer) throws -> Void, configuration: HTTPConfiguration,
        publicOnly: Bool
    ) {
        self.url = url
        self.body = body
        self.configuration = configuration
        self.publicOnly = publicOnly
    }

    func madeProgress() { lastProgress = .now }

    static let errorBodyLimit = 512
    /// Bytes of a non-2xx body read before the transfer stops: whole error pages keep the connection alive, and
    /// an endless one (a 503 that never ends) does not hold forte.
    static let errorBodyReadLimit = 16 << 10
    /// What forte asks for (`CURLOPT_ACCEPT_ENCODING`), with the other names of gzip and of no encoding at all.
    static let acceptedEncodings: Set = ["gzip", "x-gzip", "deflate", "identity"]
}

private func writeCallback(
    _ data: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int, _ context: UnsafeMutableRawPointer?
) -> Int {
    let transfer = Unmanaged<Transfer>.fromOpaque(context!).takeUnretainedValue()
    let bytes = UnsafeRawBufferPointer(start: data, count: size * count)
    transfer.madeProgress()
    guard (200..<300).contains(transfer.status) else {
        transfer.errorBody.append(contentsOf: bytes.prefix(Transfer.errorBodyLimit - transfer.errorBody.count))
        transfer.errorBodyBytes += bytes.count
        guard transfer.errorBodyBytes <= Transfer.errorBodyReadLimit else {
            transfer.errorBodyCut = true
            return 0  // aborts the transfer
        }
        return bytes.count
    }
    transfer.bodyBytes += bytes.count
    guard transfer.bodyBytes <= transfer.configuration.maxResponseBytes else {
        let limit = transfer.configuration.maxResponseBytes
        let shown = limit.isMultiple(of: 1 << 20) ? "\(limit >> 20) MB" : "\(limit) bytes"
        transfer.stopped = HTTPError(kind: .tooLarge, url: transfer.url, detail: shown)
        return 0  // aborts the transfer
    }
    do {
        try transfer.body(bytes)
        return bytes.count
    } catch {
        transfer.stopped = error
        return 0  // aborts the transfer
    }
}

private func headerCallback(
    _ data: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int, _ context: UnsafeMutableRawPointer?
) -> Int {
    let transfer = Unmanaged<Transfer>.fromOpaque(context!).takeUnretainedValue()
    let length = size * count
    transfer.madeProgress()
    let line = String(decoding: UnsafeRawBufferPointer(start: data, count: length), as: UTF8.self)
        .trimmingCharacters(in: .whitespacesAndNewlines)
    if line.hasPrefix("HTTP/") {
        // A new response (after a redirect or 100 Continue): start over.
        let fields = line.split(separator: " ")
        transfer.status = fields.count > 1 ? Int(fields[1]) ?? 0 : 0
        (transfer.retryAfter, transfer.etag, transfer.lastModified) = (nil, nil, nil)
    } else if let colon = line.firstIndex(of: ":") {
        let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        switch line[..<colon].trimmingCharacters(in: .whitespaces).lowercased() {
        case "retry-after":
            transfer.retryAfter = value
        case "etag":
            transfer.etag = value
        case "last-modified":
            transfer.lastModified = value
        case "content-encoding":
            // libcurl decodes every encoding it knows, asked for or not: refused before the body starts.
            let encodings = value.lowercased().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            if let refused = encodings.first(where: { !Transfer.acceptedEncodings.contains($0) }) {
                transfer.stopped = HTTPError(
                    kind: .badResponse, url: transfer.url,
                    detail: "Content-Encoding \(refused.prefix(40)); forte accepts only gzip and deflate")
                return 0  // aborts the transfer
            }
        default:
            break
        }
    }
    return length
}

private func progressCallback(
    _ context: UnsafeMutableRawPointer?, _: curl_off_t, _: curl_off_t, _: curl_off_t, _: curl_off_t
) -> Int32 {
    let transfer = Unmanaged<Transfer>.fromOpaque(context!).takeUnretainedValue()
    let stallTimeout = transfer.configuration.stallTimeout
    guard ContinuousClock.now - transfer.lastProgress > .seconds(stallTimeout) else { return 0 }
    transfer.stopped = HTTPError(kind: .timedOut, url: transfer.url, detail: "no data for \(stallTimeout) s")
    return 1  // aborts the transfer
}

/// The URL the user gave (with its query) is the first request: whatever address it is on is theirs to choose, and
/// so are its redirects. A request that starts on the internet may be redirected only to public addresses; a link a
/// repository on the internet gave (`publicOnly`) may not start anywhere else either.
private func prerequestCallback(
    _ context: UnsafeMutableRawPointer?, _ address: UnsafeMutablePointer<CChar>?,
    _: UnsafeMutablePointer<CChar>?, _: Int32, _: Int32
) -> Int32 {
    let transfer = Unmanaged<Transfer>.fromOpaque(context!).takeUnretainedValue()
    let text = address.map { String(cString: $0) } ?? ""
    let scope = IPAddress(text).map(transfer.configuration.addressScope)
    let detail = "\(text), \(scope?.description ?? "an address forte cannot read")"
    guard let startedOnInternet = transfer.startedOnInternet else {
        guard !transfer.publicOnly || scope == .internet else {
            transfer.stopped = HTTPError(kind: .privateAddress, url: transfer.url, detail: detail)
            return Int32(CURL_PREREQFUNC_ABORT)
        }
        transfer.startedOnInternet = scope == .internet
        return Int32(CURL_PREREQFUNC_OK)
    }
    guard startedOnInternet && scope != .internet else { return Int32(CURL_PREREQFUNC_OK) }
    transfer.stopped = HTTPError(kind: .privateRedirect, url: transfer.url, detail: detail)
    return Int32(CURL_PREREQFUNC_ABORT)
}
