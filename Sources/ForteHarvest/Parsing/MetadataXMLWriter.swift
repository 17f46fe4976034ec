import CLibXML2

/// Writes the <metadata> child of a record in a format other than oai_dc back out as XML text.
/// Namespaces declared outside that element but used inside it are declared on it, so the text stands alone.
struct MetadataXMLWriter {
    /// The longest record kept; beyond it the document is refused rather than held in memory.
    static let limit = 32 << 20

    private var bytes: [UInt8] = []
    private var depth = 0
    /// Where the root element's name ends: inherited namespace declarations go there.
    private var rootNameEnd = 0
    /// `bytes.count` right after the latest start tag, to write an element with no content as `<a/>`.
    private var startTagEnd = -1
    /// Prefixes (nil: the default namespace) declared inside the subtree, with the depth that declared them.
    private var declared: [(prefix: String?, depth: Int)] = []
    /// How many of `declared` declare each prefix: looked up for every name, where a search of `declared` grew with
    /// every declaration a hostile subtree makes.
    private var declarations: [String?: Int] = [:]
    /// Namespaces declared outside the subtree that it uses, in the order met, and their prefixes.
    private var inherited: [(prefix: String?, uri: [UInt8])] = []
    private var inheritedPrefixes: Set<String?> = []

    /// Whether text and attribute values may hold the filter's marks of control characters, which are dropped as
    /// they are written. Names and namespaces keep them: libxml2 has already told them apart by them, and the XML
    /// written must read back as the same record.
    var removesMarkers = false

    var isWriting: Bool { depth > 0 }

    mutating func start(
        localname: InternedName, prefix: UnsafePointer<xmlChar>?, uri: UnsafePointer<xmlChar>?,
        namespaces: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, namespaceCount: Int, attributes: SAXAttributes
    ) throws(ParseRefusal) {
        if depth == 0 {
            bytes.removeAll(keepingCapacity: true)
            declared.removeAll()
            declarations.removeAll()
            inherited.removeAll()
            inheritedPrefixes.removeAll()
        }
        depth += 1
        bytes.append(UInt8(ascii: "<"))
        appendName(prefix: prefix, localname: localname)
        if depth == 1 { rootNameEnd = bytes.count }
        for index in 0..<(namespaces == nil ? 0 : namespaceCount) {
            let declaredPrefix = namespaces![2 * index].map { String(cString: $0) }
            let declaredURI = namespaces![2 * index + 1].map(resolvingAmpersands) ?? []
            declared.append((declaredPrefix, depth))
            declarations[declaredPrefix, default: 0] += 1
            appendDeclaration(prefix: declaredPrefix, uri: declaredURI)
        }
        use(prefix: prefix, uri: uri)
        for attribute in attributes {
            if attribute.prefix != nil { use(prefix: attribute.prefix, uri: attribute.uri) }
            bytes.append(UInt8(ascii: " "))
            appendName(prefix: attribute.prefix, localname: attribute.localname)
            bytes.append(contentsOf: "=\"".utf8)
            appendEscaped(
                removesMarkers ? ControlCharacterFilter.removingMarkers(attribute.value) : attribute.value,
                inAttribute: true)
            bytes.append(UInt8(ascii: "\""))
        }
        bytes.append(UInt8(ascii: ">"))
        startTagEnd = bytes.count
        try checkLimit()
    }

    mutating func characters(_ text: UnsafeBufferPointer<xmlChar>) throws(ParseRefusal) {
        if removesMarkers {
            appendEscaped(ControlCharacterFilter.removingMarkers(text), inAttribute: false)
        } else {
            appendEscaped(text, inAttribute: false)
        }
        try checkLimit()
    }

    /// Ends an element; returns the whole text when it was the root.
    mutating func end(localname: InternedName, prefix: UnsafePointer<xmlChar>?) -> String? {
        if bytes.count == startTagEnd {
            bytes.removeLast()
            bytes.append(contentsOf: "/>".utf8)
        } else {
            bytes.append(contentsOf: "</".utf8)
            appendName(prefix: prefix, localname: localname)
            bytes.append(UInt8(ascii: ">"))
        }
        while let last = declared.last, last.depth == depth {
            declared.removeLast()
            declarations[last.prefix] = declarations[last.prefix] == 1 ? nil : declarations[last.prefix]! - 1
        }
        depth -= 1
        guard depth == 0 else { return nil }
        var declarations: [UInt8] = []
        for namespace in inherited {
            Self.appendDeclaration(prefix: namespace.prefix, uri: namespace.uri, to: &declarations)
        }
        bytes.insert(contentsOf: declarations, at: rootNameEnd)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Notes a namespace the subtree uses: one declared outside it must be declared on its root.
    private mutating func use(prefix: UnsafePointer<xmlChar>?, uri: UnsafePointer<xmlChar>?) {
        guard let uri else { return }
        let name = prefix.map { String(cString: $0) }
        guard name != "xml", declarations[name] == nil, inheritedPrefixes.insert(name).inserted else { return }
        inherited.append((name, resolvingAmpersands(uri)))
    }

    private mutating func appendName(prefix: UnsafePointer<xmlChar>?, localname: InternedName) {
        if let prefix {
            bytes.append(contentsOf: UnsafeBufferPointer(start: prefix, count: Int(xmlStrlen(prefix))))
            bytes.append(UInt8(ascii: ":"))
        }
        bytes.append(contentsOf: UnsafeBufferPointer(start: localname, count: Int(xmlStrlen(localname))))
    }

    private mutating func appendDeclaration(prefix: String?, uri: [UInt8]) {
        Self.appendDeclaration(prefix: prefix, uri: uri, to: &bytes)
    }

    private static func appendDeclaration(prefix: String?, uri: [UInt8], to bytes: inout [UInt8]) {
        bytes.append(contentsOf: " xmlns".utf8)
        if let prefix { bytes.append(contentsOf: ":\(prefix)".utf8) }
        bytes.append(contentsOf: "=\"".utf8)
        escape(uri, inAttribute: true, to: &bytes)
        bytes.append(UInt8(ascii: "\""))
    }

    private mutating func appendEscaped(_ text: some Collection<UInt8>, inAttribute: Bool) {
        Self.escape(text, inAttribute: inAttribute, to: &bytes)
    }

    /// Escapes markup characters, and in attributes the white space that attribute normalisation would flatten.
    private static func escape(_ text: some Collection<UInt8>, inAttribute: Bool, to bytes: inout [UInt8]) {
        for byte in text {
            switch byte {
            case UInt8(ascii: "&"): bytes.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): bytes.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): bytes.append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "\"") where inAttribute: bytes.append(contentsOf: "&quot;".utf8)
            case 0x09 where inAttribute: bytes.append(contentsOf: "&#9;".utf8)
            case 0x0A where inAttribute: bytes.append(contentsOf: "&#10;".utf8)
            case 0x0D: bytes.append(contentsOf: "&#13;".utf8)
            default: bytes.append(byte)
            }
        }
    }

    private func checkLimit() throws(ParseRefusal) {
        guard bytes.count <= Self.limit else {
            throw ParseRefusal.limit("a record's metadata is longer than \(Self.limit >> 20) MB")
        }
    }
}
