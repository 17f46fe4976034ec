import Testing

@testable import ForteIndex

@Suite struct ChunkCodingTests {
    private func decoded(_ chunk: [UInt8], room: Int = Projection.chunkSize) -> [Int64] {
        var ids = [Int64](repeating: -1, count: room)
        let count = chunk.withUnsafeBytes { chunk in
            ids.withUnsafeMutableBufferPointer { ChunkCoding.decode(chunk, into: $0) }
        }
        return ids.prefix(count).map { Int64(littleEndian: $0) }
    }

    /// The ids' chunk, from the least of them (as a build's from its least id).
    private func encoded(_ ids: [Int64]) -> [UInt8] {
        let base = ids.min() ?? 0
        var bytes: [UInt8] = []
        ChunkCoding.append(ids.map { UInt32($0 - base) }, from: base, to: &bytes)
        return bytes
    }

    /// In their order, whichever is least, as far apart as a build's ids may be.
    @Test(
        arguments: [
            [], [1], [7, 3, 5], [1 << 40, (1 << 40) + Int64(UInt32.max), (1 << 40) + 1],
            Array((0..<Int64(Projection.chunkSize)).reversed()),
        ] as [[Int64]])
    func idsComeBackInTheirOrder(ids: [Int64]) {
        #expect(decoded(encoded(ids)) == ids)
    }

    /// 4 bytes an id and the least once: half the bytes of ids written whole.
    @Test func aChunkTakesFourBytesAnId() {
        let ids = (0..<Int64(Projection.chunkSize)).map { 1_000_000 + $0 * 7 }
        #expect(encoded(ids).count == 8 + ids.count * 4)
    }

    /// A chunk not as written (cut short, longer than a chunk's room) gives what it holds, within the room.
    @Test func aChunkNotAsWrittenGivesWhatFits() {
        let chunk = encoded([10, 11, 12, 13])
        #expect(decoded(Array(chunk.prefix(7))).isEmpty)
        #expect(decoded(Array(chunk.prefix(8 + 4 * 2 + 3))) == [10, 11])
        #expect(decoded(chunk, room: 3) == [10, 11, 12])
    }
}
