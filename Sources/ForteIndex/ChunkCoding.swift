/// The item ids of a chunk of an order's places as `entry.itemIds` keeps them: a base (8 bytes), then each id less it
/// (4 bytes each), every number least significant byte first. Written whole, 8 bytes an id, a completion at ten million
/// items wrote, compared and read back twice the bytes (docs/PERFORMANCE.md, "Ten million items").
enum ChunkCoding {
    /// Appends the chunk of the ids `base` plus each of `steps` to `bytes`: a build's least id, and each item's id less
    /// it, as `ListBuilder` holds them (the ids of one build span at most 2³² numbers).
    static func append(_ steps: some Collection<UInt32>, from base: Int64, to bytes: inout [UInt8]) {
        let start = bytes.count
        // Room made once, each number stored into it: appended a few bytes at a time, the chunks cost a list build
        // several times as many instructions.
        bytes.append(contentsOf: repeatElement(0, count: 8 + steps.count * 4))
        bytes.withUnsafeMutableBytes { buffer in
            buffer.storeBytes(of: base.littleEndian, toByteOffset: start, as: Int64.self)
            for (offset, step) in steps.enumerated() {
                buffer.storeBytes(of: step.littleEndian, toByteOffset: start + 8 + offset * 4, as: UInt32.self)
            }
        }
    }

    /// Writes the ids of `chunk` into `ids` from its start, little-endian, as many as it has room for; returns how many.
    static func decode(_ chunk: UnsafeRawBufferPointer, into ids: UnsafeMutableBufferPointer<Int64>) -> Int {
        guard chunk.count >= 8 else { return 0 }
        let base = Int64(littleEndian: chunk.loadUnaligned(as: Int64.self))
        let count = min((chunk.count - 8) / 4, ids.count)
        for offset in 0..<count {
            let step = UInt32(littleEndian: chunk.loadUnaligned(fromByteOffset: 8 + offset * 4, as: UInt32.self))
            ids[offset] = (base &+ Int64(step)).littleEndian
        }
        return count
    }
}
