import CLibXML2

/// The attributes SAX2's startElementNs passes: five pointers each (local name, prefix, URI, value start, value end).
struct SAXAttributes: Sequence {
    let base: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    let count: Int

    func makeIterator() -> some IteratorProtocol<SAXAttribute> {
        (0..<(base == nil ? 0 : count)).lazy.map { SAXAttribute(fields: base! + 5 * $0) }.makeIterator()
    }

    /// The decoded value of the attribute with this (unprefixed) name, if present.
    func value(of name: InternedName) -> String? {
        first { $0.localname == name && $0.prefix == nil }.map { String(decoding: $0.value, as: UTF8.self) }
    }
}

struct SAXAttribute {
    let localname: InternedName
    let prefix: UnsafePointer<xmlChar>?
    let uri: UnsafePointer<xmlChar>?
    private let rawValue: UnsafeBufferPointer<xmlChar>

    init(fields: UnsafeMutablePointer<UnsafePointer<xmlChar>?>) {
        localname = fields[0]!
        prefix = fields[1]
        uri = fields[2]
        rawValue = UnsafeBufferPointer(start: fields[3], count: fields[3].map { fields[4]! - $0 } ?? 0)
    }

    /// The value with references resolved. Not replacing entities, libxml2 leaves an `&` in an attribute
    /// value as `&#38;` (for a tree builder to decode later); every `&` left in the value starts one.
    var value: [UInt8] {
        guard rawValue.contains(UInt8(ascii: "&")) else { return Array(rawValue) }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(rawValue.count)
        var index = rawValue.startIndex
        let reference = Array("&#38;".utf8)
        while index < rawValue.endIndex {
            decoded.append(rawValue[index])
            if rawValue[index...].starts(with: reference) { index += reference.count } else { index += 1 }
        }
        return decoded
    }
}
