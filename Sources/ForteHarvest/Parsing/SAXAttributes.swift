import CLibXML2

/// The attributes SAX2's startElementNs passes: five pointers each (local name, prefix, URI, value start, value end).
struct SAXAttributes: Sequence {
    let base: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    let count: Int

    func makeIterator() -> some IteratorProtocol<SAXAttribute> {
        (0..<(base == nil ? 0 : count)).lazy.map { SAXAttribute(fields: base! + 5 * $0) }.makeIterator()
    }

    /// The bytes of every value, as libxml2 gives them.
    var valueByteCount: Int { reduce(0) { $0 + $1.rawValue.count } }

    /// The value of the attribute with this (unprefixed) name as libxml2 gives it, read in place: for short codes
    /// (a MARC tag, a subfield code) that hold no reference and are worth no string.
    func rawValue(of name: InternedName) -> UnsafeBufferPointer<xmlChar>? {
        first { $0.localname == name && $0.prefix == nil }?.rawValue
    }

    /// The decoded value of the attribute with this (unprefixed) name, if present, without the control characters
    /// the filter marked.
    func value(of name: InternedName) -> String? {
        first { $0.localname == name && $0.prefix == nil }.map {
            String(decoding: ControlCharacterFilter.removingMarkers($0.value), as: UTF8.self)
        }
    }
}

struct SAXAttribute {
    let localname: InternedName
    let prefix: UnsafePointer<xmlChar>?
    let uri: UnsafePointer<xmlChar>?
    let rawValue: UnsafeBufferPointer<xmlChar>

    init(fields: UnsafeMutablePointer<UnsafePointer<xmlChar>?>) {
        localname = fields[0]!
        prefix = fields[1]
        uri = fields[2]
        rawValue = UnsafeBufferPointer(start: fields[3], count: fields[3].map { fields[4]! - $0 } ?? 0)
    }

    /// The value with references resolved.
    var value: [UInt8] { resolvingAmpersands(rawValue) }
}

/// Attribute text as libxml2 gives it, `&` restored. Not replacing entities, libxml2 leaves an `&` in attribute
/// values and namespace names as `&#38;` (for a tree builder to decode later); every `&` left starts one.
func resolvingAmpersands(_ raw: UnsafeBufferPointer<xmlChar>) -> [UInt8] {
    guard raw.contains(UInt8(ascii: "&")) else { return Array(raw) }
    let reference = Array("&#38;".utf8)
    var resolved: [UInt8] = []
    resolved.reserveCapacity(raw.count)
    var index = raw.startIndex
    while index < raw.endIndex {
        resolved.append(raw[index])
        index += raw[index...].starts(with: reference) ? reference.count : 1
    }
    return resolved
}

/// A NUL-terminated name or namespace from libxml2, `&` restored.
func resolvingAmpersands(_ text: UnsafePointer<xmlChar>) -> [UInt8] {
    resolvingAmpersands(UnsafeBufferPointer(start: text, count: Int(xmlStrlen(text))))
}
