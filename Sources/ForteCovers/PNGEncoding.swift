import CPNG

extension CoverImage {
    /// The picture as a PNG file, through libpng's simplified API.
    public var png: [UInt8] {
        var png = png_image()
        png.version = forte_png_image_version()
        png.width = UInt32(width)
        png.height = UInt32(height)
        png.format = forte_png_format_rgba()
        // Asked first for the size it needs, then written into that much.
        var size: png_alloc_size_t = 0
        _ = png_image_write_to_memory(&png, nil, &size, 0, rgba, 0, nil)
        var bytes = [UInt8](repeating: 0, count: Int(size))
        precondition(png_image_write_to_memory(&png, &bytes, &size, 0, rgba, 0, nil) != 0, "libpng could not write a \(width)×\(height) picture")
        return Array(bytes.prefix(Int(size)))
    }
}
