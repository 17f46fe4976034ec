/// Pictures made for tests with no image library: a PNG shading from one colour at the top to another at the
/// bottom (so that a mosaic of it has edges to draw), its pixels stored uncompressed (zlib's stored blocks), which
/// every PNG decoder reads.
extension FixturePicture {
    public static func png(width: Int, height: Int, top: [UInt8], bottom: [UInt8]) -> FixturePicture {
        let pixels: [UInt8] = (0..<height).flatMap { y -> [UInt8] in
            let colour = (0..<3).map {
                UInt8((Int(top[$0]) * (height - 1 - y) + Int(bottom[$0]) * y) / max(1, height - 1))
            }
            return [0] + (0..<width).flatMap { _ in colour }
        }
        var header: [UInt8] = []
        header += bigEndian(UInt32(width)) + bigEndian(UInt32(height))
        header += [8, 2, 0, 0, 0]  // 8 bits a channel, RGB, deflate, adaptive filtering, no interlace
        let bytes: [UInt8] =
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", zlibStored(pixels))
            + chunk("IEND", [])
        return FixturePicture(bytes: bytes, contentType: "image/png")
    }

    private static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let end = min(data.count, start + 65_535)
            let length = UInt16(end - start)
            out += [
                end == data.count ? 1 : 0, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF),
                UInt8(~length >> 8),
            ]
            out += data[start..<end]
            start = end
        } while start < data.count
        var (a, b): (UInt32, UInt32) = (1, 0)
        for byte in data {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return out + bigEndian(b << 16 | a)
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typed + bigEndian(crc32(typed))
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
