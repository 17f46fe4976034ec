/// The fifteen elements of simple Dublin Core (`oai_dc`), each repeatable,
/// as catalogued: nothing here is cleaned or derived.
///
/// The values live in one buffer, `encoded`. As fifteen arrays of strings, a record cost a harvest an
/// allocation for every value and element, and every copy of it a retain of each: more, together,
/// than libxml2 took to parse it. A parser fills a `Builder`.
public struct DublinCore: Sendable, Hashable {
    /// The elements in order, each a list of texts (see `ValueEncoding`): equal values are equal bytes,
    /// and the index stores them as they are (package-wide, not public: the domain speaks in values).
    package private(set) var encoded: [UInt8]

    public init() {
        encoded = Self.noValues
    }

    /// The values `bytes` encode; nil for bytes that are not fifteen lists of texts.
    package init?(encoded bytes: UnsafeRawBufferPointer) {
        var reader = ValueEncoding.Reader(bytes: bytes)
        do throws(ValueEncoding.Malformed) {
            for _ in Self.elementNames.indices { try reader.skipTexts() }
        } catch {
            return nil
        }
        guard reader.isAtEnd else { return nil }
        encoded = Array(bytes)
    }

    private static let noValues = [UInt8](repeating: 0, count: elementNames.count)

    /// The elements in the order Dublin Core lists them.
    public enum Element: Int, CaseIterable, Sendable {
        case title, creator, subject, description, publisher, contributor, date, type
        case format, identifier, source, language, relation, coverage, rights
    }

    /// The element names in the order Dublin Core lists them.
    public static let elementNames = Element.allCases.map { "\($0)" }

    public var title: [String] {
        get { values(of: .title) }
        set { setValues(newValue, of: .title) }
    }
    public var creator: [String] {
        get { values(of: .creator) }
        set { setValues(newValue, of: .creator) }
    }
    public var subject: [String] {
        get { values(of: .subject) }
        set { setValues(newValue, of: .subject) }
    }
    public var description: [String] {
        get { values(of: .description) }
        set { setValues(newValue, of: .description) }
    }
    public var publisher: [String] {
        get { values(of: .publisher) }
        set { setValues(newValue, of: .publisher) }
    }
    public var contributor: [String] {
        get { values(of: .contributor) }
        set { setValues(newValue, of: .contributor) }
    }
    public var date: [String] {
        get { values(of: .date) }
        set { setValues(newValue, of: .date) }
    }
    public var type: [String] {
        get { values(of: .type) }
        set { setValues(newValue, of: .type) }
    }
    public var format: [String] {
        get { values(of: .format) }
        set { setValues(newValue, of: .format) }
    }
    public var identifier: [String] {
        get { values(of: .identifier) }
        set { setValues(newValue, of: .identifier) }
    }
    public var source: [String] {
        get { values(of: .source) }
        set { setValues(newValue, of: .source) }
    }
    public var language: [String] {
        get { values(of: .language) }
        set { setValues(newValue, of: .language) }
    }
    public var relation: [String] {
        get { values(of: .relation) }
        set { setValues(newValue, of: .relation) }
    }
    public var coverage: [String] {
        get { values(of: .coverage) }
        set { setValues(newValue, of: .coverage) }
    }
    public var rights: [String] {
        get { values(of: .rights) }
        set { setValues(newValue, of: .rights) }
    }

    /// The values of the element with the given (unprefixed) name; empty for names that are not Dublin Core.
    public subscript(element name: String) -> [String] {
        get { Self.element(named: name).map(values(of:)) ?? [] }
        set {
            guard let element = Self.element(named: name) else { return }
            setValues(newValue, of: element)
        }
    }

    private static func element(named name: String) -> Element? {
        elementNames.firstIndex(of: name).map { Element.allCases[$0] }
    }

    public func values(of element: Element) -> [String] {
        encoded.withUnsafeBytes { bytes in
            var reader = ValueEncoding.Reader(bytes: bytes, offset: Self.span(of: element, in: bytes).start)
            return Self.wellFormed { () throws(ValueEncoding.Malformed) in try reader.texts() }
        }
    }

    /// The element's first value, decoding no other.
    public func firstValue(of element: Element) -> String? {
        encoded.withUnsafeBytes { bytes in
            let span = Self.span(of: element, in: bytes)
            guard span.values < span.end else { return nil }
            var reader = ValueEncoding.Reader(bytes: bytes, offset: span.values)
            return Self.wellFormed { () throws(ValueEncoding.Malformed) in try reader.text() }
        }
    }

    /// Lends each value of the element as its UTF-8 bytes, in place: for a reader that keeps none of them, no array and
    /// no string.
    func forEachValue(of element: Element, _ body: (UnsafeRawBufferPointer) -> Void) {
        encoded.withUnsafeBytes { bytes in
            let span = Self.span(of: element, in: bytes)
            var reader = ValueEncoding.Reader(bytes: bytes, offset: span.values)
            Self.wellFormed { () throws(ValueEncoding.Malformed) in
                while reader.offset < span.end { body(UnsafeRawBufferPointer(rebasing: bytes[try reader.textRange()])) }
            }
        }
    }

    /// By element (its `rawValue`): whether it has a value, read in one pass.
    func elementsWithValues() -> [Bool] {
        encoded.withUnsafeBytes { bytes in
            var reader = ValueEncoding.Reader(bytes: bytes)
            return Self.wellFormed { () throws(ValueEncoding.Malformed) in
                var hasValues: [Bool] = []
                hasValues.reserveCapacity(Element.allCases.count)
                for _ in Element.allCases {
                    let count = try reader.count()
                    for _ in 0..<count { try reader.skipText() }
                    hasValues.append(count > 0)
                }
                return hasValues
            }
        }
    }

    private mutating func setValues(_ values: [String], of element: Element) {
        let span = encoded.withUnsafeBytes { Self.span(of: element, in: $0) }
        var replacement: [UInt8] = []
        ValueEncoding.append(values, to: &replacement)
        encoded.replaceSubrange(span.start..<span.end, with: replacement)
    }

    /// Where an element lies in `bytes` (always `encoded`'s): where its count starts, where its values
    /// start, and where they end.
    private static func span(
        of element: Element, in bytes: UnsafeRawBufferPointer
    ) -> (start: Int, values: Int, end: Int) {
        var reader = ValueEncoding.Reader(bytes: bytes)
        return wellFormed { () throws(ValueEncoding.Malformed) in
            for _ in 0..<element.rawValue { try reader.skipTexts() }
            let start = reader.offset
            let count = try reader.count()
            let values = reader.offset
            for _ in 0..<count { try reader.skipText() }
            return (start, values, reader.offset)
        }
    }

    /// Reads `encoded`, which every initialiser and mutation keeps well formed.
    private static func wellFormed<Result>(_ read: () throws(ValueEncoding.Malformed) -> Result) -> Result {
        do {
            return try read()
        } catch {
            preconditionFailure("DublinCore's own bytes are malformed")
        }
    }
}

extension DublinCore {
    /// Values as a parser meets them, elements in any order, made into Dublin Core when the record
    /// ends, in one pass: however many values a record has, each costs its bytes and no more. Reused
    /// from record to record, it keeps its buffers.
    ///
    /// It holds at most `maxValues` values of an element and `maxBytes` bytes of values: what is past them is
    /// dropped and counted (`droppedValues`, `isFull`), so a record cannot grow without end while it is read.
    public struct Builder: Sendable {
        /// The values' bytes, back to back, as they came.
        private var bytes: [UInt8] = []
        private var values: [(element: Element, range: Range<Int>)] = []
        private var counts = [Int](repeating: 0, count: Element.allCases.count)
        private let maxValues: Int
        private let maxBytes: Int
        /// Values left out since the last `build` (or `removeAll`) because their element had `maxValues` already.
        public private(set) var droppedValues = 0
        /// Whether a value was left out since the last `build` (or `removeAll`) because it would have passed
        /// `maxBytes`.
        public private(set) var isFull = false

        public init(maxValues: Int = .max, maxBytes: Int = .max) {
            self.maxValues = maxValues
            self.maxBytes = maxBytes
        }

        public mutating func append(_ value: UnsafeRawBufferPointer, to element: Element) {
            guard counts[element.rawValue] < maxValues else {
                droppedValues += 1
                return
            }
            guard !isFull, bytes.count + value.count <= maxBytes else {
                isFull = true
                return
            }
            counts[element.rawValue] += 1
            values.append((element, bytes.count..<bytes.count + value.count))
            bytes.append(contentsOf: value.assumingMemoryBound(to: UInt8.self))
        }

        public mutating func append(_ value: String, to element: Element) {
            var value = value
            value.withUTF8 { append(UnsafeRawBufferPointer($0), to: element) }
        }

        /// The values appended since the last `build` (or `removeAll`), each element's in the order
        /// they came; the builder is empty again.
        public mutating func build() -> DublinCore {
            // Most records give their elements in Dublin Core's order, and need no sort.
            let isInOrder = zip(values, values.dropFirst()).allSatisfy { $0.element.rawValue <= $1.element.rawValue }
            let ordered =
                isInOrder
                ? values
                : values.enumerated()
                    .sorted { ($0.element.element.rawValue, $0.offset) < ($1.element.element.rawValue, $1.offset) }
                    .map(\.element)
            var encoded: [UInt8] = []
            // Room for every value with a length of up to four bytes, and every count.
            encoded.reserveCapacity(bytes.count + 4 * values.count + 2 * Element.allCases.count)
            bytes.withUnsafeBytes { bytes in
                var next = ordered.startIndex
                for element in Element.allCases {
                    let first = next
                    while next < ordered.endIndex, ordered[next].element == element { next += 1 }
                    ValueEncoding.append(next - first, to: &encoded)
                    for value in ordered[first..<next] {
                        ValueEncoding.append(value.range.count, to: &encoded)
                        encoded.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[value.range]))
                    }
                }
            }
            removeAll()
            return DublinCore(encoded: encoded)
        }

        public mutating func removeAll() {
            bytes.removeAll(keepingCapacity: true)
            values.removeAll(keepingCapacity: true)
            for index in counts.indices { counts[index] = 0 }
            droppedValues = 0
            isFull = false
        }
    }

    /// Bytes that are `encoded`'s form already.
    private init(encoded: [UInt8]) {
        self.encoded = encoded
    }
}

extension DublinCore: Codable {
    /// Each element by its name, as a list of strings, every element present.
    private struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        self.init()
        for element in Element.allCases {
            setValues(try container.decode([String].self, forKey: Key(stringValue: "\(element)")), of: element)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        for element in Element.allCases {
            try container.encode(values(of: element), forKey: Key(stringValue: "\(element)"))
        }
    }
}
