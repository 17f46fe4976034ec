import CLibXML2

/// The text of the element being read, collected as bytes across libxml2's characters callbacks
/// (which split text anywhere) and trimmed when the element ends.
/// Every value of every record passes here, so the bytes live in one buffer reused for the whole document.
struct ElementText: ~Copyable {
    /// The longest value kept: a catalog field is far shorter; a hostile 100 MB text node is refused.
    static let limit = 8 << 20

    private var buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 4096, alignment: 1)
    private var count = 0
    private(set) var isCollecting = false
    /// Whether the text that last ended held control characters (see `end(removingMarkers:)`).
    private(set) var heldMarkers = false

    deinit {
        buffer.deallocate()
    }

    mutating func begin() {
        count = 0
        isCollecting = true
    }

    mutating func append(_ text: UnsafeBufferPointer<xmlChar>) throws(ParseRefusal) {
        let needed = count + text.count
        if needed > buffer.count {
            guard needed <= Self.limit else {
                throw ParseRefusal.limit("an element's text is longer than \(Self.limit >> 20) MB")
            }
            let larger = UnsafeMutableRawBufferPointer.allocate(
                byteCount: min(max(needed, 2 * buffer.count), Self.limit), alignment: 1)
            larger.copyMemory(from: UnsafeRawBufferPointer(rebasing: buffer[..<count]))
            buffer.deallocate()
            buffer = larger
        }
        UnsafeMutableRawBufferPointer(rebasing: buffer[count..<needed]).copyMemory(from: UnsafeRawBufferPointer(text))
        count = needed
    }

    /// The collected text without leading and trailing XML white space, in place: valid until the next `begin`.
    /// With `removingMarkers`, without the control characters the filter marked, and `heldMarkers` says whether it had any.
    mutating func end(removingMarkers: Bool = false) -> UnsafeRawBufferPointer {
        isCollecting = false
        if removingMarkers {
            let kept = ControlCharacterFilter.removeMarkers(
                from: UnsafeMutableRawBufferPointer(rebasing: buffer[..<count]))
            heldMarkers = kept < count
            count = kept
        }
        var start = 0, end = count
        while start < end, Self.isWhiteSpace(buffer[start]) { start += 1 }
        while end > start, Self.isWhiteSpace(buffer[end - 1]) { end -= 1 }
        return UnsafeRawBufferPointer(rebasing: buffer[start..<end])
    }

    static func isWhiteSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
    }
}

/// A reason to stop parsing found by the response builder; the parser adds where in the document it was.
struct ParseRefusal: Error {
    let reason: String
    /// A bound forte sets on what a response may make it hold or do, rather than a document that is not OAI-PMH.
    var exceedsLimit = false

    init(_ reason: String) { self.reason = reason }

    static func limit(_ what: String) -> ParseRefusal {
        var refusal = ParseRefusal("refused: " + what)
        refusal.exceedsLimit = true
        return refusal
    }
}
