import Foundation
import ForteCatalog
import Testing
@testable import ForteIndex

@Suite struct ConcurrencyTests {
    /// A reader on its own connection and thread while a writer applies a harvest page by page:
    /// no "database is locked", and every read sees whole pages only.
    @Test func aReaderSeesWholePagesWhileAWriterApplies() throws {
        let directory = try TemporaryDirectory()
        let pageSize = 50
        let pages = 40
        var factory = ItemFactory(seed: 20)
        let items = factory.items(pageSize * pages)
        _ = try CatalogIndex(path: directory.indexPath, create: true)

        let writer = Thread.detachedWriter(path: directory.indexPath, items: items, pageSize: pageSize)
        let reader = try CatalogIndex(path: directory.indexPath, create: false)
        var reads = 0
        var counts = Set<Int>()
        while !writer.isDone || reads < 50 {
            let count = try reader.count(.all)
            #expect(count % pageSize == 0, "a read saw part of a page: \(count) items")
            counts.insert(count)
            let summaries = try reader.summaries(.all, offset: max(count - 20, 0), limit: 20)
            #expect(summaries.count <= 20)
            #expect(try reader.decadeCounts().reduce(0) { $0 + $1.count } % pageSize == 0)
            reads += 1
        }
        #expect(writer.error == nil, "\(String(describing: writer.error))")
        #expect(try reader.count(.all) == items.count)
        #expect(try reader.summaries(.all, offset: 0, limit: items.count).count == items.count)
    }
}

/// A harvest applied on a thread of its own, through a connection of its own.
final class WriterThread: @unchecked Sendable {
    private let lock = NSLock()
    private var done = false
    private var failure: (any Error)?

    var isDone: Bool { lock.withLock { done } }
    var error: (any Error)? { lock.withLock { failure } }

    func finish(_ error: (any Error)?) {
        lock.withLock {
            failure = error
            done = true
        }
    }
}

extension Thread {
    static func detachedWriter(path: String, items: [Item], pageSize: Int) -> WriterThread {
        let writer = WriterThread()
        Thread.detachNewThread {
            do {
                let index = try CatalogIndex(path: path, create: false)
                try harvest(items, into: index, pageSize: pageSize)
                writer.finish(nil)
            } catch {
                writer.finish(error)
            }
        }
        return writer
    }
}
