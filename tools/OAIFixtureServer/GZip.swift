/// A gzip member of stored (uncompressed) deflate blocks: valid gzip without zlib, enough to
/// prove a client decodes what it did not ask for.
func gzipStored(_ data: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 255]
    var offset = 0
    repeat {
        let length = min(65_535, data.count - offset)
        let isLast = offset + length == data.count
        out.append(isLast ? 1 : 0)
        out += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)]
        out += data[offset..<offset + length]
        offset += length
    } while offset < data.count
    out += littleEndian(crc32(data)) + littleEndian(UInt32(truncatingIfNeeded: data.count))
    return out
}

private func littleEndian(_ value: UInt32) -> [UInt8] {
    (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
}

private func crc32(_ data: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in data {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = (crc >> 1) ^ (0xEDB8_8320 & (0 &- (crc & 1))) }
    }
    return ~crc
}
