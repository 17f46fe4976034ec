import ForteCatalog
import Testing

@testable import ForteIndex

@Suite struct RecordCodingTests {
    static let items: [Item] = {
        var factory = ItemFactory(seed: 11)
        var items = factory.items(20)
        var odd = Item(identifier: "oai:test:odd", datestamp: "", setSpecs: ["", "a\u{1F}b"], source: "s")
        odd.metadata.title = [""]
        odd.metadata.creator = ["\u{1B}[31mred\u{7}", "\r\n", "Dvořák, Antonín", String(repeating: "é", count: 300)]
        odd.metadata.rights = ["\u{0}", "🎼"]
        items.append(odd)
        items.append(Item(identifier: ""))
        return items
    }()

    @Test(arguments: items)
    func everyItemComesBackExactly(item: Item) {
        #expect(RecordCoding.decode(RecordCoding.encode(item)) == item)
    }

    @Test func anEmptyListAndAListOfOneEmptyStringDiffer() {
        var empty = Item(identifier: "oai:test:1")
        var blank = empty
        blank.metadata.title = [""]
        empty.metadata.title = []
        #expect(RecordCoding.encode(empty) != RecordCoding.encode(blank))
    }

    @Test func damagedBytesAreNotAnItem() throws {
        let bytes = RecordCoding.encode(try #require(Self.items.first))
        #expect(RecordCoding.decode(Array(bytes.dropLast())) == nil)
        #expect(RecordCoding.decode(bytes + [0]) == nil)
        #expect(RecordCoding.decode([0xFF, 0xFF, 0xFF]) == nil)
        #expect(RecordCoding.decode([]) == nil)
    }

    @Test(arguments: items)
    func eachElementsValuesAreFoundInPlace(item: Item) {
        let bytes = RecordCoding.encode(item)
        bytes.withUnsafeBytes { bytes in
            for (element, name) in DublinCore.elementNames.enumerated() {
                let values = RecordCoding.valueRanges(ofElement: element, in: bytes)?
                    .map { String(decoding: UnsafeRawBufferPointer(rebasing: bytes[$0]), as: UTF8.self) }
                #expect(values == item.metadata[element: name], "\(name)")
            }
        }
    }

    @Test func damagedBytesHaveNoValues() {
        for bytes: [UInt8] in [[], [0xFF, 0xFF, 0xFF], [1, 65], [0, 0, 0, 0, 0xFF, 0xFF, 0xFF, 0x7F]] {
            #expect(bytes.withUnsafeBytes { RecordCoding.valueRanges(ofElement: 1, in: $0) } == nil, "\(bytes)")
        }
    }
}

/// Records of format 1 keep the Dublin Core elements in this order: `DublinCore.encoded`'s must not change.
@Test func recordsKeepTheElementsInTheOrderOfTheirFormat() {
    #expect(DublinCore.elementNames == RecordCoding.elements)
}
