/// The one JSON writer of forte: one value on one line, written straight into a string, for every
/// `--json` (list, search, show, stats, identify) and `forte export --format jsonl`.
///
/// Objects take their keys in the order written, and every caller writes them sorted (byte order), so
/// that a line is the same whatever wrote it. Strings are escaped as JSON requires (`"`, `\`, C0
/// controls: `\n`, `\r`, `\t`, `\b`, `\f`, else `\u00XX`), and so are DEL and the C1 controls, which JSON
/// allows raw: no catalog text reaches a terminal able to act. Through `JSONEncoder`, an exported item's
/// JSON was most of an export (docs/PERFORMANCE.md, "Output").
public struct JSONLine: Sendable {
    public private(set) var text = ""
    /// Whether a value came last, so the next one needs a comma first.
    private var followsValue = false

    public init() {}

    /// The line `body` writes.
    public static func write(_ body: (inout JSONLine) throws -> Void) rethrows -> String {
        var line = JSONLine()
        try body(&line)
        return line.text
    }

    /// `{…}`, its fields written by `body`.
    public mutating func object(_ body: (inout JSONLine) throws -> Void) rethrows {
        open("{")
        try body(&self)
        close("}")
    }

    /// `[…]`, its values written by `body`.
    public mutating func array(_ body: (inout JSONLine) throws -> Void) rethrows {
        open("[")
        try body(&self)
        close("]")
    }

    /// `[{…},{…}]`: an object a value, its fields written by `fields`.
    public mutating func objects<Value>(_ values: [Value], _ fields: (inout JSONLine, Value) throws -> Void) rethrows {
        try array { line in
            for value in values { try line.object { try fields(&$0, value) } }
        }
    }

    /// `"key":`, before the value written next.
    public mutating func key(_ key: String) {
        string(key)
        text += ":"
        followsValue = false
    }

    public mutating func string(_ value: String) {
        separate()
        text += "\""
        if value.unicodeScalars.contains(where: Self.needsEscaping) {
            for scalar in value.unicodeScalars {
                switch scalar {
                case "\"": text += "\\\""
                case "\\": text += "\\\\"
                case "\n": text += "\\n"
                case "\r": text += "\\r"
                case "\t": text += "\\t"
                case "\u{8}": text += "\\b"
                case "\u{C}": text += "\\f"
                case _ where Self.needsEscaping(scalar):
                    let hex = String(scalar.value, radix: 16)
                    text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                default: text.unicodeScalars.append(scalar)
                }
            }
        } else {
            text += value
        }
        text += "\""
        followsValue = true
    }

    /// The string, or `null`.
    public mutating func string(_ value: String?) {
        if let value { string(value) } else { literal("null") }
    }

    public mutating func strings(_ values: [String]) {
        array { for value in values { $0.string(value) } }
    }

    public mutating func int(_ value: Int) { literal(String(value)) }

    public mutating func bool(_ value: Bool) { literal(value ? "true" : "false") }

    /// `"key":value`, for the common kinds of value.
    public mutating func field(_ name: String, _ value: String) { key(name); string(value) }
    public mutating func field(_ name: String, _ value: String?) { key(name); string(value) }
    public mutating func field(_ name: String, _ values: [String]) { key(name); strings(values) }
    public mutating func field(_ name: String, _ value: Int) { key(name); int(value) }
    public mutating func field(_ name: String, _ value: Bool) { key(name); bool(value) }

    private mutating func literal(_ value: String) {
        separate()
        text += value
        followsValue = true
    }

    private mutating func open(_ bracket: String) {
        separate()
        text += bracket
        followsValue = false
    }

    private mutating func close(_ bracket: String) {
        text += bracket
        followsValue = true
    }

    private mutating func separate() {
        if followsValue { text += "," }
    }

    /// A quote, a backslash, or a control character: C0, DEL or C1.
    private static func needsEscaping(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || scalar == "\"" || scalar == "\\" || (0x7F...0x9F).contains(scalar.value)
    }
}
