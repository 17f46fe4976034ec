import Foundation
import ForteCatalog
import ForteIndex

/// `forte show --json`: an item's fields as catalogued plus the derived ones. Absent values are `null`.
/// Repeatable fields shown as one string are joined: dates and publishers with `; `, descriptions with newlines.
struct ItemJSON: Encodable {
    var item: Item
    var isFavourite: Bool

    private enum Key: String, CodingKey {
        case id, title, sortTitle, creators, composers, date, decade, publisher, description, subjects, url, datestamp, source, favourite
    }

    func encode(to encoder: any Encoder) throws {
        let metadata = item.metadata
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(item.identifier, forKey: .id)
        try container.encode(item.displayTitle, forKey: .title)
        try container.encode(item.sortTitle, forKey: .sortTitle)
        try container.encode(metadata.creator, forKey: .creators)
        try container.encode(item.composers.map(\.name), forKey: .composers)
        try container.encode(metadata.date.joinedOrNil("; "), forKey: .date)
        try container.encode(item.decade?.description, forKey: .decade)
        try container.encode(metadata.publisher.joinedOrNil("; "), forKey: .publisher)
        try container.encode(metadata.description.joinedOrNil("\n"), forKey: .description)
        try container.encode(metadata.subject, forKey: .subjects)
        try container.encode(item.webLink, forKey: .url)
        try container.encode(item.datestamp, forKey: .datestamp)
        try container.encode(item.source, forKey: .source)
        try container.encode(isFavourite, forKey: .favourite)
    }
}

/// A line of `forte list --json` and `forte search --json`: the summary's fields, named as in `ItemJSON`.
struct SummaryJSON: Encodable {
    var summary: ItemSummary

    private enum Key: String, CodingKey {
        case id, title, composers, date, decade, favourite
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(summary.identifier, forKey: .id)
        try container.encode(summary.title, forKey: .title)
        try container.encode(summary.composers, forKey: .composers)
        try container.encode(summary.date, forKey: .date)
        try container.encode(summary.decade?.description, forKey: .decade)
        try container.encode(summary.isFavourite, forKey: .favourite)
    }
}

enum JSONLine {
    /// One JSON value on one line. JSON escapes C0 controls; DEL and the C1 controls, which JSON allows
    /// raw, are escaped here too, so that no catalog text reaches a terminal able to act.
    static func encode(_ value: some Encodable) throws -> String {
        let json = String(decoding: try encoder.encode(value), as: UTF8.self)
        guard json.unicodeScalars.contains(where: isRawControl) else { return json }
        var escaped = String.UnicodeScalarView()
        for scalar in json.unicodeScalars {
            if isRawControl(scalar) {
                escaped.append(contentsOf: "\\u00\(String(scalar.value, radix: 16))".unicodeScalars)
            } else {
                escaped.append(scalar)
            }
        }
        return String(escaped)
    }

    private static func isRawControl(_ scalar: Unicode.Scalar) -> Bool { (0x7F...0x9F).contains(scalar.value) }

    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()
}

private extension Array<String> {
    func joinedOrNil(_ separator: String) -> String? { isEmpty ? nil : joined(separator: separator) }
}
