import CPNG

/// PNG through libpng's simplified API, which reports errors by return value.
enum PNGDecoding {
    static func decode(_ bytes: [UInt8], limits: ImageLimits) throws(ImageError) -> CoverImage {
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
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        // Frees the image's reader whether it succeeds or not.
        guard png_image_finish_read(&image, nil, &pixels, 0, nil) != 0, forte_png_image_failed(&image) == 0 else {
            throw .damaged(message(of: &image))
        }
        return CoverImage(width: width, height: height, rgba: pixels)
    }

    private static func message(of image: inout png_image) -> String {
        withUnsafeBytes(of: &image.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }
}
