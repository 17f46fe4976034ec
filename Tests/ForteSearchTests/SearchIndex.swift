import ForteCatalog
import ForteSearch
import Foundation

@testable import ForteIndex

extension CatalogIndex: SearchableCatalog {}

/// A real index, in a temporary directory, of a few items written for the query tables; removed when done.
final class SearchIndex {
    let directory = NSTemporaryDirectory() + "forte-search-tests-" + UUID().uuidString
    let index: CatalogIndex

    init(_ items: [Item]) throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        index = try CatalogIndex(path: directory + "/index.sqlite", create: true)
        var source = Source(name: "test", url: "http://127.0.0.1/oai")
        source.pendingHarvestStart = "2024-02-01T00:00:00Z"
        source.harvestID = "2024-02-01T00:00:00Z"
        try index.apply(IndexBatch(source: source, upserts: items))
        // The completion hands its log's fold to a queue of its own: done before a test reads the file.
        index.checkpointer?.waitForFolds()
    }

    deinit {
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// The identifiers a query finds, as typed, typos corrected.
    func find(_ text: String, within scope: CatalogFilter = .all) throws -> Set<String> {
        Set(try Searcher(index).find(text, within: scope, limit: 100).results.map(\.identifier))
    }

    static func item(
        _ identifier: String, title: String, creator: [String] = [], date: String? = nil, subject: String? = nil,
        description: String? = nil, publisher: String? = nil
    ) -> Item {
        var metadata = DublinCore()
        metadata.title = [title]
        metadata.creator = creator
        metadata.date = date.map { [$0] } ?? []
        metadata.subject = subject.map { [$0] } ?? []
        metadata.description = description.map { [$0] } ?? []
        metadata.publisher = publisher.map { [$0] } ?? []
        return Item(identifier: identifier, source: "test", metadata: metadata)
    }

    /// Sheet music with what the tables need: diacritics, shared words in different fields, dates of every kind.
    static let music = [
        item(
            "blackbird", title: "Bye bye blackbird", creator: ["Henderson, Ray, 1896-1970"], date: "1926",
            subject: "Popular music", publisher: "New York : Remick"),
        item(
            "dvorak", title: "Humoresque", creator: ["Dvořák, Antonín, 1841-1904"], date: "1894",
            subject: "Piano music",
            publisher: "Berlin : Simrock"),
        item(
            "wattle", title: "The Wattle Waltz", creator: ["Paling, W. H. (William Henry)"], date: "1914",
            subject: "Waltzes",
            publisher: "Sydney : W.H. Paling & Co."),
        item(
            "anzac", title: "Anzac march", creator: ["Smith, John"], date: "[ca. 1915]", subject: "Marches (Piano)",
            description: "World War, 1914-1918", publisher: "Melbourne : Allan & Co."),
        item(
            "bush", title: "Songs of the bush", creator: ["Allan, George"], date: "1925", subject: "Songs with piano",
            publisher: "Melbourne : Allan & Co."),
        item(
            "folks", title: "Old folks at home", creator: ["Foster, Stephen"], subject: "Songs",
            description: "Arranged as a waltz."),
        item("dance", title: "Dance of the blackbirds waltz", creator: ["Paling, Anna"], date: "1922"),
        item(
            "lyrics", title: "Blue bells of home",
            creator: ["Allan, George, composer", "Harrington, J. (Jessie), 1865-1899., lyricist", "Lee, Alfred, arr."]),
    ]
}
