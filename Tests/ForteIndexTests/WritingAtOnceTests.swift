import ForteCatalog
import Foundation
import GRDB
import Synchronization
import Testing

@testable import ForteIndex

/// Writes a person waits for at a key fail at once while another process writes the index (a sync building the lists
/// of ten million items holds it for half a minute); every other write waits for it, as before.
@Suite struct WritingAtOnceTests {
    /// Another process's write transaction, on a connection of its own, held until `release` (or `seconds` have
    /// passed, so that a write that waits for it ends).
    final class HeldWrite: Sendable {
        private let released = DispatchSemaphore(value: 0)
        private let ended = DispatchSemaphore(value: 0)
        private let holds = Mutex(false)

        init(_ path: String, seconds: Int) throws {
            let holder = try DatabaseQueue(path: path)
            let taken = DispatchSemaphore(value: 0)
            Thread { [self] in
                try? holder.writeWithoutTransaction { db in
                    // Told whether or not it began: a hold that failed fails the test, never hangs it.
                    defer { taken.signal() }
                    try db.execute(sql: "BEGIN IMMEDIATE")
                    holds.withLock { $0 = true }
                    taken.signal()
                    _ = released.wait(timeout: .now() + .seconds(seconds))
                    try db.execute(sql: "COMMIT")
                }
                ended.signal()
            }.start()
            taken.wait()
            guard holds.withLock({ $0 }) else { throw CocoaError(.fileLocking) }
        }

        func release() {
            released.signal()
            ended.wait()
        }
    }

    @Test func aFavouriteMarkedAtOnceWhileAnotherProcessWritesFailsBusyAndChangesNothing() throws {
        let test = try TestIndex()
        var factory = ItemFactory(seed: 3)
        try harvest(factory.items(10), into: test.index)
        let identifier = "oai:test:2"

        // Held for longer than any write here takes, and far shorter than the busy timeout: a write that waited would
        // get the lock and succeed.
        let held = try HeldWrite(test.directory.indexPath, seconds: 3)
        #expect(throws: IndexError.busy(path: test.index.path)) {
            try test.index.writingAtOnce { try test.index.setFavourite(identifier, true) }
        }
        #expect(throws: IndexError.busy(path: test.index.path)) {
            try test.index.writingAtOnce { try test.index.markNewsSeen() }
        }
        held.release()
        #expect(try !test.index.isFavourite(identifier))
        #expect(try test.index.count(CatalogFilter(shelf: .favourites)) == 0)

        // The same write once the other has ended; the connection waits for others again after it.
        try test.index.writingAtOnce { try test.index.setFavourite(identifier, true) }
        #expect(try test.index.count(CatalogFilter(shelf: .favourites)) == 1)
        let waited = try HeldWrite(test.directory.indexPath, seconds: 1)
        try test.index.setFavourite(identifier, false)
        waited.release()
        #expect(try test.index.count(CatalogFilter(shelf: .favourites)) == 0)
    }
}
