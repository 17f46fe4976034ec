/// One URL of a source's picture rule, with placeholders for the item: `{link}` (its web link, as it is), `{id}` (its
/// OAI identifier), `{local}` (the identifier's last segment after `:` or `/`) and, in a pages rule only, `{n}` (the
/// page number, from 1). `{id}` and `{local}` are percent-encoded where they go into the URL, so that an identifier
/// with a space or a `#` cannot change what the URL says.
public struct CoverTemplate: Sendable, Hashable, CustomStringConvertible {
    public enum Placeholder: String, Sendable, CaseIterable {
        case link, id, local, n
    }

    enum Part: Sendable, Hashable {
        case text(String)
        case placeholder(Placeholder)
    }

    /// The template as written.
    public let description: String
    let parts: [Part]

    /// Reads `text`; `{n}` is taken (and needed) when the template gives pages. Refused: a control character (CR LF
    /// would end a request line early), a placeholder forte does not know, a `{` not closed, and a template that is no
    /// http(s) URL once filled in.
    public init(_ text: String, givesPages: Bool) throws(CoverTemplateError) {
        if text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            throw .controlCharacter(text)
        }
        var parts: [Part] = []
        var rest = text[...]
        while let open = rest.firstIndex(of: "{") {
            if open > rest.startIndex { parts.append(.text(String(rest[..<open]))) }
            guard let close = rest[open...].firstIndex(of: "}") else { throw .unclosedBrace(text) }
            let name = String(rest[rest.index(after: open)..<close])
            guard let placeholder = Placeholder(rawValue: name), placeholder != .n || givesPages else {
                throw .unknownPlaceholder(name, template: text, pages: givesPages)
            }
            parts.append(.placeholder(placeholder))
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { parts.append(.text(String(rest))) }
        (description, self.parts) = (text, parts)
        if givesPages, !parts.contains(.placeholder(.n)) { throw .pagesWithoutNumber(text) }
        let sample = expanded(Values(link: "http://example.org/item/1", identifier: "oai:example.org:item/1"), page: 1)
        guard let sample, Item.isWebURL(sample) else { throw .notWebURL(text) }
    }

    /// The URL for `item` (and page `page` of a pages rule); nil when it takes a web link the item has none of.
    public func url(for item: Item, page: Int? = nil) -> String? {
        expanded(Values(link: item.webLink, identifier: item.identifier), page: page)
    }

    /// What the placeholders stand for.
    struct Values: Sendable, Hashable {
        var link: String?
        var identifier: String
    }

    func expanded(_ values: Values, page: Int?) -> String? {
        var url = ""
        for part in parts {
            switch part {
            case .text(let text): url += text
            case .placeholder(.link):
                guard let link = values.link else { return nil }
                url += link
            case .placeholder(.id): url += Self.encoded(values.identifier)
            case .placeholder(.local):
                let local =
                    values.identifier.split(whereSeparator: { $0 == ":" || $0 == "/" }).last.map(String.init)
                    ?? values.identifier
                url += Self.encoded(local)
            case .placeholder(.n): url += String(page ?? 1)
            }
        }
        return url
    }

    /// Every byte but the unreserved ones (RFC 3986) and `:` and `@`, which a path segment may hold, as `%XX`.
    static func encoded(_ value: String) -> String {
        var encoded = ""
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: ":"),
                UInt8(ascii: "@"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF")
                encoded += "%" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 0xF)])
            }
        }
        return encoded
    }
}
