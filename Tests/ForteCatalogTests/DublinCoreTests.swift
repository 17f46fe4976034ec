import ForteCatalog
import Foundation
import Testing

/// Dublin Core keeps its values in one buffer: whichever way they go in, they come out as given.
@Suite struct DublinCoreTests {
    /// A value of each element, a few of some, and values no text should trip: empty, controls, non-ASCII.
    static let values: [(DublinCore.Element, [String])] = DublinCore.Element.allCases.map { element in
        switch element.rawValue % 3 {
        case 0: (element, [])
        case 1: (element, ["\(element) one"])
        default: (element, ["\(element) one", "", "\u{1B}[31m\u{0}é🎼 \(element)"])
        }
    }

    @Test func eachElementKeepsItsOwnValues() {
        var metadata = DublinCore()
        for (element, values) in Self.values {
            metadata[element: "\(element)"] = values
        }
        for (element, values) in Self.values {
            #expect(metadata.values(of: element) == values, "\(element)")
            #expect(metadata[element: "\(element)"] == values, "\(element)")
            #expect(metadata.firstValue(of: element) == values.first, "\(element)")
        }
        #expect(metadata.title == [] && metadata.creator == ["creator one"] && metadata.rights.count == 3)
        #expect(metadata[element: "dc:title"] == [])
    }

    /// A parser appends values as they come, elements in any order: each element's values come out in
    /// the order they went in, as Dublin Core set element by element, down to the bytes.
    @Test func valuesBuiltInAnyOrderEqualValuesSet() {
        var set = DublinCore()
        for (element, values) in Self.values { set[element: "\(element)"] = values }
        let appends = Self.values.flatMap { element, values in values.map { (element, $0) } }
        var builder = DublinCore.Builder()
        for order in [
            appends, appends.reversed(),
            appends.enumerated().sorted { ($0.offset * 7) % 11 < ($1.offset * 7) % 11 }.map(\.element),
        ] {
            for (element, value) in order { builder.append(value, to: element) }
            let built = builder.build()
            for (element, _) in Self.values {
                #expect(built.values(of: element) == order.filter { $0.0 == element }.map(\.1), "\(element)")
            }
        }
        for (element, value) in appends { builder.append(value, to: element) }
        let built = builder.build()
        #expect(built == set && built.encoded == set.encoded)
        #expect(builder.build() == DublinCore())
    }

    /// Counts and lengths take a second byte past 127: values before and after them stay whole.
    @Test func longElementsAndValuesStayWhole() {
        var builder = DublinCore.Builder()
        builder.append("1915", to: .date)
        let long = String(repeating: "ü", count: 200)
        for index in 0..<300 { builder.append(index == 128 ? long : "subject \(index)", to: .subject) }
        builder.append(long, to: .title)
        var metadata = builder.build()
        #expect(metadata.subject.count == 300)
        #expect(
            metadata.subject[127] == "subject 127" && metadata.subject[128] == long
                && metadata.subject[299] == "subject 299")
        #expect(metadata.title == [long] && metadata.date == ["1915"])
        #expect(metadata.encoded.withUnsafeBytes(DublinCore.init(encoded:)) == metadata)
        metadata.subject = Array(metadata.subject.prefix(2))
        metadata.title.append(long)
        #expect(
            metadata.subject == ["subject 0", "subject 1"] && metadata.title == [long, long]
                && metadata.date == ["1915"])
    }

    @Test func theEncodedFormComesBackAndDamageDoesNot() throws {
        var metadata = DublinCore()
        for (element, values) in Self.values { metadata[element: "\(element)"] = values }
        let bytes = metadata.encoded
        #expect(bytes.withUnsafeBytes(DublinCore.init(encoded:)) == metadata)
        #expect(DublinCore().encoded.withUnsafeBytes(DublinCore.init(encoded:)) == DublinCore())
        for damaged in [
            Array(bytes.dropLast()), bytes + [0], [], [0xFF, 0xFF], Array(repeating: 0, count: 14), [1, 9, 65],
        ] {
            #expect(damaged.withUnsafeBytes(DublinCore.init(encoded:)) == nil, "\(damaged.prefix(16))")
        }
    }

    /// JSON as before the values lived in one buffer: every element by name, as a list.
    @Test func codableFormIsEveryElementByName() throws {
        var metadata = DublinCore()
        for (element, values) in Self.values { metadata[element: "\(element)"] = values }
        let json = try JSONEncoder().encode(metadata)
        let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: [String]])
        #expect(object.keys.sorted() == DublinCore.elementNames.sorted())
        #expect(object["rights"] == metadata.rights && object["title"] == [])
        #expect(try JSONDecoder().decode(DublinCore.self, from: json) == metadata)
    }
}
