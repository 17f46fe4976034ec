import Foundation

/// A set of item ids, one bit an id up to the index's greatest: what lists have in common is found by reading
/// each once and testing each id of another against it, with no hashing.
struct ItemSet {
    private var words: [UInt64]

    /// An empty set for ids up to `greatest`.
    init(upTo greatest: Int64) {
        words = [UInt64](repeating: 0, count: Int(max(greatest, 0) / 64 + 1))
    }

    /// A set of every id up to `greatest`.
    init(every greatest: Int64) {
        self.init(upTo: greatest)
        words = words.map { _ in .max }
    }

    /// The set `bytes` hold (see `data`), with room for ids up to `greatest` at least.
    init(bytes: UnsafeRawBufferPointer, upTo greatest: Int64) {
        self.init(upTo: max(greatest, Int64(bytes.count / 8 * 64 - 1)))
        words.withUnsafeMutableBufferPointer { words in
            for index in 0..<bytes.count / 8 {
                words[index] = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self))
            }
        }
    }

    /// The set as bytes, kept in the index (`BroadWords`): its words, each little-endian.
    var data: Data {
        words.withUnsafeBufferPointer { words in
            var data = Data(capacity: words.count * 8)
            for word in words { withUnsafeBytes(of: word.littleEndian) { data.append(contentsOf: $0) } }
            return data
        }
    }

    /// Makes room for ids up to `greatest`.
    mutating func makeRoom(upTo greatest: Int64) {
        words += [UInt64](repeating: 0, count: max(0, Int(max(greatest, 0) / 64 + 1) - words.count))
    }

    /// The bytes a set for ids up to `greatest` takes.
    static func bytes(upTo greatest: Int64) -> Int { (Int(max(greatest, 0)) / 64 + 1) * 8 }

    var bytes: Int { words.count * 8 }

    /// The greatest id it may hold.
    var greatest: Int64 { Int64(words.count * 64 - 1) }

    /// Each id of a chunk's bytes (see `ListReader.forEachChunk`): a choice's items are hundreds of thousands, read
    /// into a set at the key that makes it. Ids past `greatest` are of items gone since the lists were built: never
    /// members.
    mutating func insert(idsIn ids: UnsafeRawBufferPointer) {
        words.withUnsafeMutableBufferPointer { words in
            for offset in stride(from: 0, to: ids.count, by: 8) {
                let id = Int64(littleEndian: ids.loadUnaligned(fromByteOffset: offset, as: Int64.self))
                let word = Int(id >> 6)
                if id >= 0, word < words.count { words[word] |= 1 << UInt64(id & 63) }
            }
        }
    }

    /// How many ids of a chunk's bytes are members: a count reads millions of ids a key, each tested here. Its bit is
    /// added rather than branched on: whether an id is a member is a coin's toss the processor cannot foresee. Two ids
    /// a step, each added to a sum of its own, so that the processor looks both up at once.
    func count(ofIdsIn ids: UnsafeRawBufferPointer) -> Int {
        words.withUnsafeBufferPointer { words in
            // An id past the words is no member; so is a negative one, which as unsigned is past them all.
            let end = UInt64(words.count)
            var (even, odd) = (0, 0)
            var offset = 0
            while offset + 16 <= ids.count {
                let first = UInt64(littleEndian: ids.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                let second = UInt64(littleEndian: ids.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self))
                if first >> 6 < end { even &+= Int(truncatingIfNeeded: words[Int(first >> 6)] >> (first & 63) & 1) }
                if second >> 6 < end { odd &+= Int(truncatingIfNeeded: words[Int(second >> 6)] >> (second & 63) & 1) }
                offset += 16
            }
            if offset < ids.count {
                let last = UInt64(littleEndian: ids.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                if last >> 6 < end { even &+= Int(truncatingIfNeeded: words[Int(last >> 6)] >> (last & 63) & 1) }
            }
            return even &+ odd
        }
    }

    /// How many members the two sets have in common (of ids up to the smaller one's greatest), a word at a time.
    func count(inCommonWith other: ItemSet) -> Int {
        words.withUnsafeBufferPointer { words in
            other.words.withUnsafeBufferPointer { others in
                var count = 0
                for index in 0..<min(words.count, others.count) {
                    count &+= (words[index] & others[index]).nonzeroBitCount
                }
                return count
            }
        }
    }

    /// Adds `id`, which is at most the set's `greatest`.
    mutating func insert(_ id: Int64) {
        words[Int(id >> 6)] |= 1 << UInt64(id & 63)
    }

    /// Takes `id` out, if it is a member.
    mutating func remove(_ id: Int64) {
        guard id >= 0, Int(id >> 6) < words.count else { return }
        words[Int(id >> 6)] &= ~(1 << UInt64(id & 63))
    }

    /// How many members it has.
    var count: Int { words.reduce(0) { $0 &+ $1.nonzeroBitCount } }

    /// The members of either set.
    mutating func formUnion(_ other: ItemSet) {
        makeRoom(upTo: other.greatest)
        words.withUnsafeMutableBufferPointer { words in
            other.words.withUnsafeBufferPointer { others in
                for index in others.indices { words[index] |= others[index] }
            }
        }
    }

    /// The members that are not the other's.
    mutating func subtract(_ other: ItemSet) {
        words.withUnsafeMutableBufferPointer { words in
            other.words.withUnsafeBufferPointer { others in
                for index in 0..<min(words.count, others.count) { words[index] &= ~others[index] }
            }
        }
    }

    /// Each member below `limit`, in increasing order: a count through each item's lists (`ListCounts.CatalogItems`)
    /// visits a choice's items alone, not every id of the facet's lists.
    func forEachMember(below limit: Int, _ body: (Int) -> Void) {
        words.withUnsafeBufferPointer { words in
            for index in 0..<min(words.count, (limit + 63) / 64) {
                var word = words[index]
                while word != 0 {
                    let id = index << 6 | word.trailingZeroBitCount
                    guard id < limit else { return }
                    body(id)
                    word &= word &- 1
                }
            }
        }
    }

    /// `limit` members after the first `offset`, in increasing order; `fromEnd`, after the last `offset`, in
    /// decreasing order. Those passed over are counted a word at a time.
    func members(skipping offset: Int, limit: Int, fromEnd: Bool) -> [Int64] {
        var members: [Int64] = []
        var skipped = 0
        let order =
            fromEnd
            ? stride(from: words.count - 1, through: 0, by: -1) : stride(from: 0, through: words.count - 1, by: 1)
        for index in order where members.count < limit {
            var word = words[index]
            if skipped + word.nonzeroBitCount <= offset {
                skipped += word.nonzeroBitCount
                continue
            }
            while word != 0, members.count < limit {
                let bit = fromEnd ? 63 - word.leadingZeroBitCount : word.trailingZeroBitCount
                word &= ~(1 << UInt64(bit))
                if skipped < offset {
                    skipped += 1
                } else {
                    members.append(Int64(index << 6 | bit))
                }
            }
        }
        return members
    }

    /// The members of both sets (of ids up to the smaller one's greatest).
    mutating func formIntersection(_ other: ItemSet) {
        words.withUnsafeMutableBufferPointer { words in
            other.words.withUnsafeBufferPointer { others in
                for index in words.indices { words[index] &= index < others.count ? others[index] : 0 }
            }
        }
    }

    /// The member with `rank` members before it; nil when there are not that many. Counted a word at a time: a search
    /// asks it a few times a key to know how far the first matches may be.
    func member(rankedAt rank: Int) -> Int64? {
        words.withUnsafeBufferPointer { words in
            var before = 0
            for index in words.indices {
                var word = words[index]
                let count = word.nonzeroBitCount
                guard before + count > rank else {
                    before += count
                    continue
                }
                for _ in 0..<rank - before { word &= word &- 1 }
                return Int64(index << 6 | word.trailingZeroBitCount)
            }
            return nil
        }
    }

    var isEmpty: Bool { words.allSatisfy { $0 == 0 } }

    func contains(_ id: Int64) -> Bool {
        // Shifts, not divisions: a word's items read from FTS5's pages are tested by the million.
        guard id >= 0 else { return false }
        let word = Int(id >> 6)
        return word < words.count && words[word] & (1 << UInt64(id & 63)) != 0
    }
}
