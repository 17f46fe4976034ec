import CPNG
import CTurboJPEG
import ForteCovers

/// Pictures made for the tests by the same libraries' encoders, and damaged on purpose.
enum TestImages {
    /// `width` × `height` pixels: red on the left half, blue on the right, opaque.
    static func halves(width: Int, height: Int) -> CoverImage {
        var rgba: [UInt8] = []
        for _ in 0..<height {
            for x in 0..<width { rgba += x < width / 2 ? [255, 0, 0, 255] : [0, 0, 255, 255] }
        }
        return CoverImage(width: width, height: height, rgba: rgba)
    }

    static func solid(_ colour: [UInt8], width: Int, height: Int) -> CoverImage {
        CoverImage(width: width, height: height, rgba: Array((0..<width * height).flatMap { _ in colour + [255] }))
    }

    static func png(_ image: CoverImage) -> [UInt8] {
        image.png
    }

    /// At quality 100 without chroma subsampling: within a few levels of the pixels.
    static func jpeg(_ image: CoverImage, progressive: Bool = false, pixels format: TJPF = TJPF_RGBA) -> [UInt8] {
        let handle = tjInitCompress()
        defer { tjDestroy(handle) }
        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        var pixels = image.rgba
        let flags = progressive ? TJFLAG_PROGRESSIVE : 0
        precondition(
            tjCompress2(
                handle, &pixels, Int32(image.width), 0, Int32(image.height), Int32(format.rawValue),
                &output, &size, Int32(TJSAMP_444.rawValue), 100, flags) == 0)
        defer { tjFree(output) }
        return Array(UnsafeBufferPointer(start: output, count: Int(size)))
    }

    /// The JPEG with the size its frame header (SOF) declares changed: the pixels stay as few as they were.
    static func jpeg(_ bytes: [UInt8], declaring width: Int, _ height: Int) -> [UInt8] {
        var bytes = bytes
        var at = 2
        while at + 9 < bytes.count {
            let marker = bytes[at + 1]
            let length = Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
            if (0xC0...0xC2).contains(marker) {
                bytes[at + 5...at + 8] = [
                    UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF),
                ]
                return bytes
            }
            at += 2 + length
        }
        preconditionFailure("no frame header")
    }

    /// The PNG with the size its header (IHDR) declares changed, and the header's checksum made right for it.
    static func png(_ bytes: [UInt8], declaring width: UInt32, _ height: UInt32) -> [UInt8] {
        var bytes = bytes
        // Signature (8), length (4), "IHDR" (4), then width and height, big-endian; the CRC covers type and data.
        bytes[16..<24] = ArraySlice(
            withUnsafeBytes(of: width.bigEndian, Array.init) + withUnsafeBytes(of: height.bigEndian, Array.init))
        let crc = crc32(bytes[12..<29])
        bytes[29..<33] = ArraySlice(withUnsafeBytes(of: crc.bigEndian, Array.init))
        return bytes
    }

    private static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
