import CLibXML2

/// The text of the element being read, collected as bytes across libxml2's characters callbacks
/// (which split text anywhere) and made into one trimmed String when the element ends.
struct ElementText {
    /// The longest value kept: a catalog field is far shorter; a hostile 100 MB text node is refused.
    static let limit = 8 << 20

    private var bytes: [UInt8] = []
    private(set) var isCollecting = false

    init() {
        bytes.reserveCapacity(4096)
    }

    mutating func begin() {
        bytes.removeAll(keepingCapacity: true)
        isCollecting = true
    }

    mutating func append(_ text: UnsafeBufferPointer<xmlChar>) throws(ParseRefusal) {
        guard bytes.count + text.count <= Self.limit else {
            throw ParseRefusal("refused: an element's text is longer than \(Self.limit >> 20) MB")
        }
        bytes.append(contentsOf: text)
    }

    /// The collected text without leading and trailing XML white space.
    mutating func end() -> String {
        isCollecting = false
        let isText = { (byte: UInt8) in byte != 0x20 && byte != 0x0A && byte != 0x09 && byte != 0x0D }
        guard let first = bytes.firstIndex(where: isText), let last = bytes.lastIndex(where: isText) else { return "" }
        return String(decoding: bytes[first...last], as: UTF8.self)
    }
}

/// A reason to stop parsing found by the response builder; the parser adds where in the document it was.
struct ParseRefusal: Error {
    let reason: String
    init(_ reason: String) { self.reason = reason }
}
