import ForteCatalog
import Foundation
import GRDB
import Testing

@testable import ForteIndex

@Suite struct ConcurrencyTests {
    /// A reader on its own connection and thread while a writer applies a harvest page by page, building
    /// the lists again after each: no "database is locked", and every read sees whole lists, of whole pages.
    @Test func aReaderSeesWholePagesWhileAWriterApplies() throws {
        let directory = try TemporaryDirectory()
        let pageSize = 50
        let pages = 40
        var factory = ItemFactory(seed: 20)
        let items = factory.items(pageSize * pages)
        let order = ExpectedCatalog(items: items).list(.all).map(\.identifier)
        _ = try CatalogIndex(path: directory.indexPath, create: true)

        let writer = Thread.detachedWriter(path: directory.indexPath, items: items, pageSize: pageSize)
        let reader = try CatalogIndex(path: directory.indexPath, create: false)
        var reads = 0
        var counts = Set<Int>()
        while !writer.isDone || reads < 50 {
            try reader.readingTogether {
                let count = try reader.count(.all)
                #expect(count % pageSize == 0, "a read saw part of a page: \(count) items")
                counts.insert(count)
                let list = try reader.summaries(.all, offset: 0, limit: items.count)
                #expect(list.count == count, "a read saw part of a list")
                let listed = Set(list.map(\.identifier))
                #expect(list.map(\.identifier) == order.filter(listed.contains), "a read saw a list out of order")
                #expect(try reader.decadeCounts().reduce(0) { $0 + $1.count } == count)
            }
            reads += 1
        }
        #expect(counts.count > 2, "the reads saw \(counts.sorted()) items: too few lists to tell")
        #expect(writer.error == nil, "\(String(describing: writer.error))")
        #expect(try reader.count(.all) == items.count)
        #expect(try reader.summaries(.all, offset: 0, limit: items.count).count == items.count)
    }

    /// The writer leaves its log to a thread of its own: after a commit leaves more than `foldBytes` in the log,
    /// its pages are folded into the index file with no commit after it. (SQLite would fold at 32 MiB, inside
    /// the commit that got there.) Closed, the index is one whole file, its log folded in and gone, ready to be
    /// moved (as the first run moves the demo index it built) or copied.
    @Test func theLogIsFoldedInBesideTheWriter() throws {
        let directory = try TemporaryDirectory()
        func size(_ path: String) -> Int {
            (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        }
        var pages = 0
        try {
            let index = try CatalogIndex(path: directory.indexPath, create: true)
            let made = size(directory.indexPath)
            var factory = ItemFactory(seed: 7)
            while size(directory.indexPath + "-wal") <= LogCheckpointer.foldBytes {
                try harvest(factory.items(50, prefix: "oai:test:\(pages):"), into: index, complete: false)
                pages += 1
            }
            #expect(
                size(directory.indexPath + "-wal") < LogCheckpointer.limitBytes, "the writer folded the log in itself")
            // Only a fold makes the file grow. A minute is no time limit on the fold, only on how long this test
            // waits for one that never comes.
            let giveUp = ContinuousClock.now + .seconds(60)
            while size(directory.indexPath) == made, ContinuousClock.now < giveUp {
                Thread.sleep(forTimeInterval: 0.01)
            }
            #expect(size(directory.indexPath) > made, "nothing folded the log in")
        }()
        #expect(!FileManager.default.fileExists(atPath: directory.indexPath + "-wal"), "the closed index left its log")
        let moved = directory.indexPath + ".moved"
        try FileManager.default.moveItem(atPath: directory.indexPath, toPath: moved)
        #expect(try CatalogIndex(path: moved, create: false).itemCount(source: "test") == pages * 50)
    }

    /// A commit hands a fold to the checkpointer when the log has grown by `foldBytes` since the last hand-off, not at
    /// every commit past `foldBytes`: while a reader keeps the log from starting over (as browse does during a sync),
    /// each commit once handed it a fold of a page or two, with two fsyncs each.
    @Test func aFoldIsHandedOnceForEachFoldOfTheLog() throws {
        var log = try GrowingLog(seed: 8)
        try log.harvest(until: LogCheckpointer.foldBytes)
        #expect(log.checkpointer.folds == 1)
        try log.harvest(until: LogCheckpointer.foldBytes * 3 / 2)
        #expect(log.checkpointer.folds == 1, "commits short of another fold handed one")
        // Past the first hand-off's length (a few frames past `foldBytes`) and another `foldBytes`, short of a third.
        try log.harvest(until: LogCheckpointer.foldBytes * 5 / 2)
        #expect(log.checkpointer.folds == 2)
        try log.end()
    }

    /// Within `handingFoldsAside` a commit hands its fold to the queue however long the log, and never folds it in
    /// itself: the completion's first transaction, a gigabyte at ten million items, otherwise made the writer fold it
    /// all before it could write the lists.
    @Test func commitsHandingFoldsAsideLeaveEvenALongLogToTheQueue() throws {
        var log = try GrowingLog(seed: 10)
        try log.checkpointer.handingFoldsAside {
            try log.harvest(until: LogCheckpointer.limitBytes + LogCheckpointer.foldBytes * 3 / 2)
        }
        // One at each `foldBytes` the log grew by, past `limitBytes` too.
        #expect(
            log.checkpointer.folds
                == (LogCheckpointer.limitBytes + LogCheckpointer.foldBytes) / LogCheckpointer.foldBytes)
        try log.end()
    }

    /// A completion commits the text, its fold and the identifiers before the lists, whose reader's transaction keeps
    /// that commit from being folded into the file then: the fold is handed to the checkpointer once the reader is
    /// done, so that it runs while the lists are written, not after their commit.
    @Test func theTextsCommitIsFoldedWhileTheListsAreWritten() throws {
        let directory = try TemporaryDirectory()
        let index = try CatalogIndex(path: directory.indexPath, create: true)
        let checkpointer = try #require(index.checkpointer)
        var factory = ItemFactory(seed: 9)
        try harvest(factory.items(50, prefix: "oai:test:"), into: index, complete: false)
        let handed = checkpointer.folds
        try index.completeLists()
        #expect(checkpointer.folds == handed + 1)
        // With nothing behind, no lists are built and no fold is handed.
        try index.completeLists()
        #expect(checkpointer.folds == handed + 1)
    }
}

/// An index whose log only grows: a read transaction left open keeps it from starting over, as browse does during a
/// sync, until `end`.
private struct GrowingLog {
    let directory: TemporaryDirectory
    let index: CatalogIndex
    let checkpointer: LogCheckpointer
    private let reader: DatabaseQueue
    private var factory: ItemFactory
    private var pages = 0

    init(seed: UInt64) throws {
        directory = try TemporaryDirectory()
        index = try CatalogIndex(path: directory.indexPath, create: true)
        checkpointer = try #require(index.checkpointer)
        var configuration = Configuration()
        configuration.allowsUnsafeTransactions = true
        reader = try DatabaseQueue(path: directory.indexPath, configuration: configuration)
        try reader.inDatabase { db in
            try db.execute(sql: "BEGIN")
            _ = try Int.fetchOne(db, sql: "SELECT count(*) FROM item")
        }
        factory = ItemFactory(seed: seed)
    }

    /// Harvests pages of 50 items, each page a commit, until the log is longer than `logSize` bytes.
    mutating func harvest(until logSize: Int) throws {
        let log = directory.indexPath + "-wal"
        while ((try? FileManager.default.attributesOfItem(atPath: log)[.size] as? Int) ?? 0) <= logSize {
            try ForteIndexTests.harvest(factory.items(50, prefix: "oai:test:\(pages):"), into: index, complete: false)
            pages += 1
        }
    }

    func end() throws {
        try reader.inDatabase { db in try db.execute(sql: "COMMIT") }
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
                let source = Source(name: "test", url: "http://127.0.0.1/oai")
                for start in stride(from: 0, to: items.count, by: pageSize) {
                    let end = min(start + pageSize, items.count)
                    try index.apply(
                        page(Array(items[start..<end]), source: source, token: end < items.count ? "more" : nil))
                    index.listSchedule.withLock { $0.lastBuilt = .now - .seconds(3_600) }
                    try index.catchUp()
                }
                writer.finish(nil)
            } catch {
                writer.finish(error)
            }
        }
        return writer
    }
}
