import Foundation
import GRDB

/// The stored lists (All, each decade, and composers' lists) as `listChunk` rows of `size` item ids,
/// little-endian 64-bit integers: place `p` of a list is integer `p % size` of its chunk `p / size`.
///
/// A row an item, with an index by decade, numbering 100,000 items wrote 200,000 B-tree entries:
/// 91–149 ms of a sync's serial last page, against 37–72 ms as chunks (paired runs). A page of a
/// list reads one chunk or two; finding an item's place reads one a step of a bisection.
enum ListChunks {
    static let size = 512
    /// The `list` of All; a decade's list is its `DecadeColumn` value.
    static let all: Int64 = -1
    /// Every composer's items, composer after composer, each composer's in sort order: a composer's
    /// list is the stretch its count names (see `ListTables`).
    static let composers: Int64 = -2
    /// Every composer's items, composer after composer, each composer's by decade, each decade in sort
    /// order: a composer's list in a decade is the stretch its count names.
    static let composersByDecade: Int64 = -3

    /// Takes a list's ids in order and writes them a chunk at a time.
    struct Writer {
        let list: Int64
        /// The ids taken so far.
        private(set) var count = 0
        /// The ids waiting, little-endian already: mapped through the `\.littleEndian` key path as they
        /// were written, they took 16 ms of a 100,000-item sync's serial last page.
        private var ids: [Int64] = []
        private var chunk: Int64 = 0

        init(list: Int64) {
            self.list = list
            ids.reserveCapacity(ListChunks.size)
        }

        mutating func append(_ id: Int64, _ db: Database) throws {
            ids.append(id.littleEndian)
            count += 1
            if ids.count == ListChunks.size { try finish(db) }
        }

        /// Writes the ids still waiting.
        mutating func finish(_ db: Database) throws {
            guard !ids.isEmpty else { return }
            let insert = try DirectStatement("INSERT INTO listChunk (list, chunk, itemIds) VALUES (?, ?, ?)", db)
            insert.bind(1, list)
            insert.bind(2, chunk)
            try ids.withUnsafeBytes { bytes in
                insert.bind(3, blob: bytes)
                try insert.run()
            }
            chunk += 1
            ids.removeAll(keepingCapacity: true)
        }
    }

    /// How many items the list holds.
    static func count(_ list: Int64, _ db: Database) throws -> Int {
        let last = try Row.fetchOne(db.cachedStatement(sql: """
            SELECT chunk, length(itemIds) FROM listChunk WHERE list = ? ORDER BY chunk DESC LIMIT 1
            """), arguments: [list])
        guard let last else { return 0 }
        return Int(last[0] as Int64) * size + Int(last[1] as Int64) / MemoryLayout<Int64>.size
    }

    /// The ids at the places in `range` (those the list has), in order.
    static func itemIds(_ list: Int64, in range: Range<Int>, _ db: Database) throws -> [Int64] {
        guard !range.isEmpty, range.lowerBound >= 0 else { return [] }
        let rows = try Row.fetchCursor(db.cachedStatement(sql: """
            SELECT chunk, itemIds FROM listChunk WHERE list = ? AND chunk BETWEEN ? AND ? ORDER BY chunk
            """), arguments: [list, range.lowerBound / size, (range.upperBound - 1) / size])
        var ids: [Int64] = []
        ids.reserveCapacity(range.count)
        while let row = try rows.next() {
            let start = Int(row[0] as Int64) * size
            let bytes: Data = row[1]
            bytes.withUnsafeBytes { bytes in
                let (first, end) = (max(range.lowerBound, start), min(range.upperBound, start + bytes.count / MemoryLayout<Int64>.size))
                guard first < end else { return }
                for place in first..<end {
                    ids.append(Int64(littleEndian: bytes.loadUnaligned(fromByteOffset: (place - start) * MemoryLayout<Int64>.size, as: Int64.self)))
                }
            }
        }
        return ids
    }
}
