import ForteCatalog
import ForteExport
import Foundation
import Testing

@Suite struct ItemJSONTests {
    @Test func picturesAreTheirLinksOrNull() throws {
        var item = Item(identifier: "oai:cdm16022.contentdm.oclc.org:irrc/1747")
        item.metadata.identifier = ["http://cdm16022.contentdm.oclc.org/cdm/ref/collection/irrc/id/1747"]
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(ItemJSON.line(item, isFavourite: false).utf8)) as? [String: Any]
        )
        #expect(
            object["thumbnail"] as? String
                == "http://cdm16022.contentdm.oclc.org/utils/getthumbnail/collection/irrc/id/1747")
        #expect(
            object["cover"] as? String
                == "http://cdm16022.contentdm.oclc.org/utils/getthumbnail/collection/irrc/id/1747")

        let none = try #require(
            try JSONSerialization.jsonObject(with: Data(ItemJSON.line(Item(identifier: "x"), isFavourite: false).utf8))
                as? [String: Any])
        #expect(none["thumbnail"] is NSNull && none["cover"] is NSNull)
    }
}
