/// Quoted-printable (RFC 2045 §6.7) for a text body: lines of at most 76 characters,
/// joined with CRLF.
///
/// Besides what the RFC requires (`=`, bytes outside printable ASCII, a space or tab
/// ending a line), a `.` or `F` starting a line is encoded too, so neither `sendmail`
/// (a lone `.` ends its input) nor an mbox file (`From ` starts a message) can mistake
/// a line of the body.
enum QuotedPrintable {
    static let maximumLineLength = 76

    static func encode(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .flatMap { softWrapped(tokens(Array($0.utf8))) }
            .joined(separator: "\r\n")
    }

    /// One line's bytes as tokens that must not be split: a literal character or `=XX`.
    private static func tokens(_ bytes: [UInt8]) -> [String] {
        bytes.enumerated().map { offset, byte in
            let literal =
                switch byte {
                case UInt8(ascii: "="): false
                case UInt8(ascii: " "), UInt8(ascii: "\t"): offset < bytes.count - 1
                case 33...126: true
                default: false
                }
            return literal ? String(UnicodeScalar(byte)) : hex(byte)
        }
    }

    /// Splits a line's tokens into lines of at most 76 characters, each but the last ending in a soft break `=`.
    private static func softWrapped(_ tokens: [String]) -> [String] {
        var lines: [String] = []
        var line = ""
        for token in tokens {
            if line.count + token.count > maximumLineLength - 1 {
                lines.append(line + "=")
                line = ""
            }
            line += line.isEmpty && (token == "." || token == "F") ? hex(token.utf8.first!) : token
        }
        lines.append(line)
        return lines
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return "=" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0xF)])
    }
}
