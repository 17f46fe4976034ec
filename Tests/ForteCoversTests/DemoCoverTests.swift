import ForteCatalog
import Foundation
import Testing

@testable import ForteCovers

/// The demo catalog's covers: drawn from an item's title, composer and decade, the same every time, kept in the
/// cache as a PNG that reads back as the very pixels drawn.
@Suite struct DemoCoverTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("forte-demo-\(UUID().uuidString)")
        .path

    static func item(
        _ number: Int, title: String, creator: String = "Lane, Alfred, 1873-1951", date: String = "[ca. 1925]",
        source: String = "bundled", identifiers: [String] = []
    ) -> Item {
        var metadata = DublinCore()
        metadata.title = [title]
        metadata.creator = [creator]
        metadata.date = [date]
        metadata.identifier = identifiers
        return Item(identifier: "oai:catalogue.forte.example:nla.mus-an\(number)", source: source, metadata: metadata)
    }

    /// Kept in one cache, drawn again into another: the same bytes, and they decode to the pixels drawn.
    @Test func theSameItemGivesTheSameBytesWhichReadBack() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let item = Self.item(1, title: "Sérénade à Ninon")
        let first = try #require(DemoCovers(cache: CoverCache(directory: directory + "/a")).picture(for: item))
        _ = DemoCovers(cache: CoverCache(directory: directory + "/b")).picture(for: item)
        let url = DemoCovers.url(for: DemoCover(item))
        let kept = try #require(CoverCache(directory: directory + "/a").entry(for: url)).bytes
        #expect(kept == (try #require(CoverCache(directory: directory + "/b").entry(for: url))).bytes)
        #expect(try ImageDecoder.decode(kept) == first)
        #expect((first.width, first.height) == (DemoCover.width, DemoCover.height))
        // The second time it is read from the cache, not drawn: a picture put there in its place is what comes back.
        let planted = CoverImage(width: 2, height: 1, rgba: [1, 2, 3, 255, 4, 5, 6, 255])
        try CoverCache(directory: directory + "/a").store(
            CoverCache.Entry(bytes: planted.png, etag: nil, lastModified: nil), for: url)
        #expect(DemoCovers(cache: CoverCache(directory: directory + "/a")).picture(for: item) == planted)
    }

    @Test func differentItemsDiffer() {
        let covers = [
            DemoCover(Self.item(1, title: "The St Kilda shimmy")),
            DemoCover(Self.item(1, title: "Goodbye, dear Marguerite")),
            DemoCover(Self.item(1, title: "The St Kilda shimmy", creator: "Dubois, Thomas Frederick, 1925-1951")),
            DemoCover(Self.item(1, title: "The St Kilda shimmy", date: "1957")),
            // Another edition of the same song: printed in another colour.
            DemoCover(Self.item(2, title: "The St Kilda shimmy")),
        ]
        let images = covers.map(\.image)
        #expect(Set(images.map(\.rgba)).count == covers.count)
        #expect(Set(covers.map(DemoCovers.url(for:))).count == covers.count)
    }

    /// The lettering is on the card: the title's block holds ink, and a longer title holds more of it.
    @Test func theTitleIsSetOnTheCard() {
        func inked(_ title: String) -> Int {
            let cover = DemoCover(title: title, composer: nil, decade: Decade(startYear: 1930), identifier: "x")
            let image = cover.image
            let paper = Array(image.rgba[(300 * image.width + 30) * 4..<(300 * image.width + 30) * 4 + 3])
            return (96..<252).reduce(0) { count, y in
                count
                    + (44..<(image.width - 44)).filter { x in
                        Array(image.rgba[(y * image.width + x) * 4..<(y * image.width + x) * 4 + 3]) != paper
                    }.count
            }
        }
        #expect(inked("") == 0)
        #expect(inked("I") > 0)
        #expect(inked("Waltz of the flowers") > inked("Waltz"))
    }

    @Test func titlesAreSetInTheFontsCapitalsAndLinesThatFit() {
        #expect(DemoFont.setting("Sérénade à Ninon ¿“Qué?”") == "SÉRÉNADE À NINON ?\"QUÉ?\"")
        #expect(DemoFont.setting("Rondo in D♭, op. 88") == "RONDO IN D FLAT, OP. 88")
        #expect(DemoCover.wrap("WALTZ OF THE FLOWERS", scale: 3, most: 4) == (["WALTZ OF THE", "FLOWERS"], true))
        let long = DemoCover.wrap(String(repeating: "TIPPERARY ", count: 10), scale: 3, most: 2)
        #expect(long.lines == ["TIPPERARY", "TIPPERARY..."] && !long.fits)
        // A word longer than a line is cut.
        #expect(
            DemoCover.wrap(String(repeating: "A", count: 20), scale: 3, most: 4).lines == [
                String(repeating: "A", count: 15), "AAAAA",
            ])
    }

    /// The accented capitals of the demo catalog's names and titles keep their accents: the letter, with its mark
    /// above it (or a cedilla below), never a box.
    @Test func accentedCapitalsKeepTheirAccents() {
        #expect(DemoFont.setting("Dvořák-Brown") == "DVOŘÁK-BROWN")
        for character in "ŘÁŌÍÈÉĒŻŃÜĀĚÖÓÄÇ" {
            #expect(DemoFont.rows(character) != DemoFont.rows("□"), "\(character)")
            let accents = DemoFont.accents(character)
            #expect(accents.count == 1 && accents.allSatisfy { $0.rows.contains { $0 != 0 } }, "\(character)")
        }
        #expect(DemoFont.rows("Ř") == DemoFont.rows("R") && DemoFont.accents("R").isEmpty)
        #expect(DemoFont.rows("Ø") != DemoFont.rows("O") && DemoFont.rows("Ø") != DemoFont.rows("□"))
        // Drawn: the accents ink what the plain letters leave as paper.
        let plain = DemoCover(title: "DVORAK", composer: nil, decade: nil, identifier: "x").image
        let accented = DemoCover(title: "DVOŘÁK", composer: nil, decade: nil, identifier: "x").image
        #expect(plain.rgba != accented.rgba)
    }

    /// Only the bundled catalog's items that link to no picture are demo items.
    @Test func demoItemsAreTheBundledCatalogsWithoutPictures() {
        let demo = DemoCovers(cache: CoverCache(directory: directory))
        #expect(DemoCovers.isDemo(Self.item(1, title: "A", identifiers: ["http://nla.gov.au/nla.mus-an1"])))
        #expect(!DemoCovers.isDemo(Self.item(1, title: "A", source: "catalogue.example.org")))
        #expect(!DemoCovers.isDemo(Self.item(1, title: "A", identifiers: ["https://example.org/covers/1.jpg"])))
        #expect(demo.picture(for: Self.item(1, title: "A", source: "catalogue.example.org")) == nil)
    }
}
