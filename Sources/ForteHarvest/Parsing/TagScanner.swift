#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Counts the attributes of each tag in the bytes before libxml2 sees them, and refuses a tag with more than
/// `maxAttributes`. libxml2 2.9 checks a tag's attributes for duplicates pair by pair, so one tag with hundreds of
/// thousands of attributes took minutes of CPU; with the count bounded, parsing stays linear in the document's size.
///
/// It follows just enough XML to know where tags are: text, tags with their quoted values (which may hold `>`
/// and `=`), and the constructs whose content may hold anything (comments, CDATA sections, processing
/// instructions, declarations). State carries over between chunks, which may split a document anywhere.
/// Every byte of every response passes here, so each state runs a loop of its own (or memchr) until it changes, which
/// keeps it a small part of the parser's work (docs/PERFORMANCE.md, "Parsing and derived fields").
struct TagScanner {
    /// Far more than any OAI-PMH, MARCXML or MODS element carries (a root element has a handful).
    static let maxAttributes = 256

    private enum State {
        /// `<!` and `<!-` lead to a comment, a CDATA section or a declaration.
        case text, open, bang, bangDash, tag, declaration, quoted, comment, cdata, instruction
    }

    private var state = State.text
    /// In `quoted`: the quote that ends the value, and the state it returns to.
    private var quote: UInt8 = 0
    private var quotedIn = State.tag
    /// In a tag: its attributes so far. In a comment, CDATA section or processing instruction: how much of its
    /// end (`-->`, `]]>`, `?>`) the last bytes were.
    private var count = 0

    mutating func scan(_ bytes: UnsafeRawBufferPointer) throws(ParseRefusal) {
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
        var index = 0
        let end = bytes.count
        while index < end {
            switch state {
            case .text:
                guard let found = memchr(base + index, Int32(UInt8(ascii: "<")), end - index) else { return }
                index = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
                state = .open
            case .quoted:
                guard let found = memchr(base + index, Int32(quote), end - index) else { return }
                index = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
                state = quotedIn
            case .open:
                switch base[index] {
                case UInt8(ascii: "!"): state = .bang; index += 1
                case UInt8(ascii: "?"): (state, count) = (.instruction, 0); index += 1
                default: (state, count) = (.tag, 0)
                }
            case .bang:
                switch base[index] {
                case UInt8(ascii: "-"): state = .bangDash; index += 1
                case UInt8(ascii: "["): (state, count) = (.cdata, 0); index += 1
                default: state = .declaration
                }
            case .bangDash:
                if base[index] == UInt8(ascii: "-") {
                    (state, count) = (.comment, 0); index += 1
                } else {
                    state = .declaration
                }
            case .tag, .declaration:
                while index < end {
                    let byte = base[index]
                    index += 1
                    // Names are most of a tag, and every byte that matters here sorts before the letters.
                    if byte > UInt8(ascii: ">") { continue }
                    if byte == UInt8(ascii: ">") {
                        state = .text
                        break
                    } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                        (quote, quotedIn, state) = (byte, state, .quoted)
                        break
                    } else if byte == UInt8(ascii: "="), state == .tag {
                        count += 1
                        guard count <= Self.maxAttributes else {
                            throw ParseRefusal.limit("an element has more than \(Self.maxAttributes) attributes")
                        }
                    }
                }
            case .comment: index = skip(base, index, end, until: UInt8(ascii: "-"), repeated: 2)
            case .cdata: index = skip(base, index, end, until: UInt8(ascii: "]"), repeated: 2)
            case .instruction: index = skip(base, index, end, until: UInt8(ascii: "?"), repeated: 1)
            }
        }
    }

    /// Moves past a construct that ends with `closing` at least `repeated` times and then `>`; returns where it stopped.
    private mutating func skip(
        _ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int, until closing: UInt8, repeated: Int
    ) -> Int {
        var index = start
        while index < end {
            let byte = base[index]
            index += 1
            if byte == closing {
                count += 1
            } else if byte == UInt8(ascii: ">"), count >= repeated {
                state = .text
                return index
            } else {
                count = 0
            }
        }
        return index
    }
}
