import CCurl
import Foundation

/// Sends a finished RFC 5322 message through an SMTP server with libcurl: to the envelope's recipients alone,
/// whatever the message's headers say. Nothing of the conversation is logged: libcurl's debug output is read
/// only for the server's replies, never for what forte sends (the password, the message).
public struct SMTPClient: Sendable {
    public let configuration: SMTPConfiguration

    public init(configuration: SMTPConfiguration) { self.configuration = configuration }

    /// Sends `message` (CRLF line endings) from the envelope sender `sender` to `recipients` (bare addresses,
    /// `ann@example.com`). Returns once the server has accepted it; throws what refused it.
    public func send(_ message: [UInt8], from sender: String, to recipients: [String]) throws(SMTPError) {
        let server = configuration.server.description
        // An address is a word of an SMTP command line: a break or a space would end or extend the command.
        for address in [sender] + recipients
        where address.isEmpty || address.unicodeScalars.contains(where: Self.breaksACommand) {
            throw SMTPError(
                kind: .badAddress, server: server,
                detail: "the address \(address.debugDescription) "
                    + "has a space, a line break or a control character")
        }
        guard !recipients.isEmpty else { throw SMTPError(kind: .badAddress, server: server, detail: "no recipient") }
        var password: String?
        switch configuration.credentials {
        case .none: break
        case .netrc(let file):
            guard FileManager.default.isReadableFile(atPath: file) else {
                throw SMTPError(kind: .badSettings, server: server, detail: "cannot read the netrc file \(file)")
            }
        case .passwordCommand(_, let command):
            do { password = try PasswordCommand(command: command).password() } catch { throw error.at(server) }
        }
        let handle = try makeEasyHandle { SMTPError(kind: .other, server: server, detail: $0) }
        defer { forte_curl_easy_cleanup(handle) }
        let errorBuffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CURL_ERROR_SIZE) + 1)
        defer { errorBuffer.deallocate() }
        errorBuffer[0] = 0
        let recipientList = recipients.reduce(nil as UnsafeMutablePointer<curl_slist>?) {
            forte_curl_slist_append($0, $1)
        }
        defer { forte_curl_slist_free_all(recipientList) }
        let exchange = Exchange(message: message)
        let code = try withExtendedLifetime(exchange) { () throws(SMTPError) -> CURLcode in
            let context = Unmanaged.passUnretained(exchange).toOpaque()
            try configure(
                handle, sender: sender, recipients: recipientList, password: password, size: message.count,
                errorBuffer: errorBuffer, exchange: context)
            return forte_curl_easy_perform(handle)
        }
        guard code != CURLE_OK else { return }
        // The server's refusal explains a failure better than libcurl's "RCPT failed: 550".
        if let reply = exchange.refusal {
            throw SMTPError(kind: reply.hasPrefix("4") ? .refusedForNow : .refused, server: server, detail: reply)
        }
        let detail = String(cString: errorBuffer)
        throw SMTPError(
            code: code, server: server,
            detail: detail.isEmpty ? String(cString: forte_curl_easy_strerror(code)) : detail)
    }

    private func configure(
        _ handle: UnsafeMutableRawPointer, sender: String,
        recipients: UnsafeMutablePointer<curl_slist>?, password: String?, size: Int,
        errorBuffer: UnsafeMutablePointer<CChar>,
        exchange: UnsafeMutableRawPointer
    ) throws(SMTPError) {
        let server = configuration.server.description
        func check(_ option: CURLoption, _ code: CURLcode) throws(SMTPError) {
            guard code != CURLE_OK else { return }
            let name =
                forte_curl_easy_option_by_id(option)?.pointee.name.map { "CURLOPT_" + String(cString: $0) }
                ?? "option \(option.rawValue)"
            throw SMTPError(
                kind: .other, server: server,
                detail: "libcurl refused \(name): \(String(cString: forte_curl_easy_strerror(code)))")
        }
        func set(_ option: CURLoption, _ value: Int) throws(SMTPError) {
            try check(option, forte_curl_setopt_long(handle, option, value))
        }
        func set(_ option: CURLoption, _ value: String) throws(SMTPError) {
            try check(option, forte_curl_setopt_string(handle, option, value))
        }
        func set(_ option: CURLoption, _ value: UnsafeMutableRawPointer?) throws(SMTPError) {
            try check(option, forte_curl_setopt_pointer(handle, option, value))
        }

        try set(CURLOPT_URL, server)
        try set(CURLOPT_PROTOCOLS_STR, "smtp,smtps")
        try set(CURLOPT_NOSIGNAL, 1)
        try set(CURLOPT_ERRORBUFFER, UnsafeMutableRawPointer(errorBuffer))
        let timeout = configuration.timeout
        try set(CURLOPT_TIMEOUT, timeout)
        try set(CURLOPT_CONNECTTIMEOUT, min(configuration.connectTimeout, timeout))
        // A server that sends nothing: no reply within the stall timeout, or not a byte a second for as long.
        let stall = min(configuration.stallTimeout, timeout)
        try set(CURLOPT_SERVER_RESPONSE_TIMEOUT, stall)
        try set(CURLOPT_LOW_SPEED_LIMIT, 1)
        try set(CURLOPT_LOW_SPEED_TIME, stall)
        // STARTTLS whenever the server offers it; a password that leaves this machine waits for it.
        try set(CURLOPT_USE_SSL, Int(configuration.requiresTLS ? CURLUSESSL_ALL.rawValue : CURLUSESSL_TRY.rawValue))
        if let caFile = configuration.caFile { try set(CURLOPT_CAINFO, caFile) }
        switch configuration.credentials {
        case .none: break
        case .netrc(let file):
            try set(CURLOPT_NETRC, Int(CURL_NETRC_OPTIONAL.rawValue))
            try set(CURLOPT_NETRC_FILE, file)
        case .passwordCommand(let user, _):
            try set(CURLOPT_USERNAME, user)
            try set(CURLOPT_PASSWORD, password ?? "")
        }
        try set(CURLOPT_MAIL_FROM, sender)
        try set(CURLOPT_MAIL_RCPT, UnsafeMutableRawPointer(recipients))
        try set(CURLOPT_UPLOAD, 1)
        // Its size goes with MAIL FROM (SIZE=), so a server refuses a message too large before taking it.
        try set(CURLOPT_INFILESIZE_LARGE, size)
        try check(CURLOPT_READFUNCTION, forte_curl_setopt_read_function(handle, readCallback))
        try set(CURLOPT_READDATA, exchange)
        // The debug function sees the server's replies; verbose output goes to it, never to standard error.
        try check(CURLOPT_DEBUGFUNCTION, forte_curl_setopt_debug_function(handle, debugCallback))
        try set(CURLOPT_DEBUGDATA, exchange)
        try set(CURLOPT_VERBOSE, 1)
    }

    private static func breaksACommand(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value <= 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}"
    }
}

/// The state of one conversation, shared with libcurl's C callbacks.
private final class Exchange {
    let message: [UInt8]
    var sent = 0
    /// The last 4xx or 5xx reply the server ended a reply with, while no later reply took it back; the `221` that
    /// answers forte's `QUIT` after a failure leaves it.
    var refusal: String?

    init(message: [UInt8]) { self.message = message }

    /// A reply's text as a message shows it: one line, bounded.
    static let replyLimit = 300

    func heard(_ line: Substring) {
        let digits = line.prefix(3)
        guard digits.count == 3, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) else { return }
        // "250-…" continues a reply; "250 …" (or "250") ends it.
        guard line.count == 3 || line.dropFirst(3).first == " " else { return }
        switch digits.first {
        case "4", "5": refusal = String(line.prefix(Self.replyLimit))
        case "2" where digits == "221": break
        default: refusal = nil
        }
    }
}

private func readCallback(
    _ buffer: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int,
    _ context: UnsafeMutableRawPointer?
) -> Int {
    let exchange = Unmanaged<Exchange>.fromOpaque(context!).takeUnretainedValue()
    let length = min(size * count, exchange.message.count - exchange.sent)
    guard length > 0, let buffer else { return 0 }
    exchange.message.withUnsafeBytes { bytes in
        UnsafeMutableRawPointer(buffer).copyMemory(from: bytes.baseAddress! + exchange.sent, byteCount: length)
    }
    exchange.sent += length
    return length
}

private func debugCallback(
    _: UnsafeMutableRawPointer?, _ type: curl_infotype, _ data: UnsafeMutablePointer<CChar>?,
    _ size: Int, _ context: UnsafeMutableRawPointer?
) -> Int32 {
    // Only what the server said: CURLINFO_HEADER_OUT holds AUTH, CURLINFO_DATA_OUT the message.
    guard type == CURLINFO_HEADER_IN, let data else { return 0 }
    let exchange = Unmanaged<Exchange>.fromOpaque(context!).takeUnretainedValue()
    let text = String(decoding: UnsafeRawBufferPointer(start: data, count: size), as: UTF8.self)
    for line in text.split(whereSeparator: { $0 == "\r\n" || $0 == "\n" || $0 == "\r" }) { exchange.heard(line) }
    return 0
}

private extension SMTPError {
    /// The same failure, named with the server it happened on.
    func at(_ server: String) -> SMTPError { SMTPError(kind: kind, server: server, detail: detail) }
}
