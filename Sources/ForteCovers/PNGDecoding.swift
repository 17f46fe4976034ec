import CPNG

/// PNG through libpng's simplified API, which reports errors by return value.
enum PNGDecoding {
    static func decode(_ bytes: [UInt8], limits: ImageLimits, budget: DecodingBudget?) throws(ImageError) -> CoverImage
    {
        if let length = chunkPastTheEnd(bytes) {
            throw .damaged("a chunk declares \(length) bytes, more than the file has")
        }
        var image = png_image()
        image.version = forte_png_image_version()
        guard bytes.withUnsafeBytes({ png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) }) != 0 else {
            throw .damaged(message(of: &image))
        }
        let (width, height) = (Int(image.width), Int(image.height))
        guard width * height <= limits.pixels else {
            png_image_free(&image)
            throw .tooManyPixels(width: width, height: height)
        }
        image.format = forte_png_format_rgba()
        guard width * height * 4 <= limits.memory else {
            png_image_free(&image)
            throw .tooMuchMemory(width * height * 4)
        }
        // Held until the picture is let go of: libpng has no reduced decode, so the pixels are the whole picture's.
        let reservation = budget?.reserve(width * height * 4)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        // Frees the image's reader whether it succeeds or not.
        guard png_image_finish_read(&image, nil, &pixels, 0, nil) != 0, forte_png_image_failed(&image) == 0 else {
            throw .damaged(message(of: &image))
        }
        return CoverImage(width: width, height: height, rgba: pixels, holding: reservation)
    }

    /// The length of a chunk that declares more data than the file holds after it, if one does. libpng allocates what
    /// a chunk declares before reading it: a file of a hundred bytes (found by tools/fuzz-images) declaring a text
    /// chunk of gigabytes took them. Checked first, a chunk costs at most the file's own size (`ImageLimits.bytes`).
    private static func chunkPastTheEnd(_ bytes: [UInt8]) -> Int? {
        // After the signature, each chunk: its data's length (4 bytes, big-endian), its type, its data, a CRC.
        var at = 8
        while at + 8 <= bytes.count {
            let length = bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
            guard length <= bytes.count - at - 8 else { return length }
            if bytes[at + 4..<at + 8].elementsEqual("IEND".utf8) { return nil }
            at += 12 + length
        }
        return nil
    }

    private static func message(of image: inout png_image) -> String {
        withUnsafeBytes(of: &image.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }
}
