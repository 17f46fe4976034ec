/// Turns the bytes a terminal sends into keys, across reads: a sequence split between two reads
/// is completed by the next one.
///
/// Arrows, Home/End and PgUp/PgDn come in several spellings (`ESC [ A` and `ESC O A`; Home as
/// `ESC [ H`, `ESC O H`, `ESC [ 1 ~`, `ESC [ 7 ~`; End as `ESC [ F`, `ESC O F`, `ESC [ 4 ~`,
/// `ESC [ 8 ~`), with or without modifiers (`ESC [ 1 ; 5 C`). An ESC with nothing after it is
/// the Esc key, but only once the reader has waited briefly for more (`flushEscape()`).
///
/// Pasted text between `ESC [ 200 ~` and `ESC [ 201 ~` (bracketed paste) is one `.paste` key, so
/// nothing pasted runs as a command; mouse reports in SGR form (`ESC [ < b ; x ; y M`) are `.mouse`.
public struct KeyDecoder: Sendable {
    var pending: [UInt8] = []
    /// The text pasted so far while inside a bracketed paste.
    var paste: PasteBuffer?

    public init() {}

    /// Whether a lone ESC is waiting: the reader should wait a moment for the rest, then `flushEscape()`.
    public var isWaitingAfterEscape: Bool { paste == nil && pending == [0x1B] }

    public mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
        pending.append(contentsOf: bytes)
        var keys: [Key] = []
        var start = 0
        while start < pending.count {
            if paste != nil {
                guard let (text, length) = takePaste(from: start) else { break }
                keys.append(.paste(text))
                start += length
                continue
            }
            guard let (key, length) = Self.key(at: start, in: pending) else { break }
            if key == Self.pasteStart {
                paste = PasteBuffer()
            } else if let key {
                keys.append(key)
            }
            start += length
        }
        pending.removeFirst(start)
        return keys
    }

    /// No more bytes came after an ESC: it was the Esc key (or an unfinished sequence, dropped).
    public mutating func flushEscape() -> [Key] {
        guard paste == nil, pending.first == 0x1B else { return [] }
        let wasLone = pending.count == 1
        pending.removeAll()
        return wasLone ? [.escape] : []
    }

    /// The key starting at `start` and how many bytes it takes; nil when more bytes are needed.
    /// A nil key with a length skips bytes that mean nothing to us.
    private static func key(at start: Int, in bytes: [UInt8]) -> (Key?, Int)? {
        let byte = bytes[start]
        switch byte {
        case 0x1B: return escapeSequence(at: start, in: bytes)
        case 0x0D, 0x0A: return (.enter, 1)
        case 0x09: return (.tab, 1)
        case 0x7F, 0x08: return (.backspace, 1)
        case 0x01...0x1A: return (.ctrl(Character(Unicode.Scalar(byte + 0x60))), 1)
        case 0x00..<0x80: return (.character(Character(Unicode.Scalar(byte))), 1)
        default: return utf8(at: start, in: bytes)
        }
    }

    private static func escapeSequence(at start: Int, in bytes: [UInt8]) -> (Key?, Int)? {
        guard start + 1 < bytes.count else { return nil }
        let introducer = bytes[start + 1]
        switch introducer {
        case UInt8(ascii: "["):
            // CSI: parameters and intermediates, then a final byte in 0x40...0x7E.
            var end = start + 2
            while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
            guard end < bytes.count else { return nil }
            let parameters = String(decoding: bytes[(start + 2)..<end], as: UTF8.self)
            // An X10 mouse report (`ESC [ M` and three bytes) where SGR reports were asked for: skipped
            // whole, so its bytes never read as keys.
            if parameters.isEmpty, bytes[end] == UInt8(ascii: "M") {
                return end + 3 < bytes.count ? (nil, end - start + 4) : nil
            }
            if parameters.hasPrefix("<") {
                return (mouse(final: bytes[end], parameters: parameters.dropFirst()), end - start + 1)
            }
            return (csiKey(final: bytes[end], parameters: parameters), end - start + 1)
        case UInt8(ascii: "O"):
            guard start + 2 < bytes.count else { return nil }
            return (ss3Key(bytes[start + 2]), 3)
        default:
            // Esc and then another key in the same read (tmux, a paste, a fast hand): we have no
            // Alt bindings, so it is Esc followed by that key.
            return (.escape, 1)
        }
    }

    private static func csiKey(final: UInt8, parameters: String) -> Key? {
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "Z"): return .backTab
        case UInt8(ascii: "~"):
            switch parameters.split(separator: ";").first {
            case "1", "7": return .home
            case "4", "8": return .end
            case "5": return .pageUp
            case "6": return .pageDown
            case "200": return pasteStart
            default: return nil
            }
        default: return nil
        }
    }

    /// A left click or a wheel notch; other buttons, drags and releases mean nothing here.
    private static func mouse(final: UInt8, parameters: Substring) -> Key? {
        let numbers = parameters.split(separator: ";").compactMap { Int($0) }
        guard final == UInt8(ascii: "M"), numbers.count == 3, numbers[1] > 0, numbers[2] > 0 else { return nil }
        let action: MouseEvent.Action
        switch numbers[0] & ~0b1_1100 {  // without Shift, Meta and Ctrl
        case 0: action = .press
        case 64: action = .wheelUp
        case 65: action = .wheelDown
        default: return nil
        }
        return .mouse(MouseEvent(action, x: numbers[1] - 1, y: numbers[2] - 1))
    }

    private static func ss3Key(_ final: UInt8) -> Key? {
        switch final {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        case UInt8(ascii: "M"): .enter
        default: nil
        }
    }

    private static func utf8(at start: Int, in bytes: [UInt8]) -> (Key?, Int)? {
        let byte = bytes[start]
        let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
        guard start + length <= bytes.count else { return nil }
        let text = String(decoding: bytes[start..<(start + length)], as: UTF8.self)
        guard length > 1, let character = text.first, text.count == 1, character != "\u{FFFD}" else { return (nil, 1) }
        return (.character(character), length)
    }
}
