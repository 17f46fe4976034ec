import CPNG

extension CoverImage {
    /// The picture as a PNG file, through libpng's simplified API: with a palette when it has 256 colours or fewer
    /// (a drawn cover has a handful), which leaves a quarter of the bytes to compress, and to inflate when read.
    public var png: [UInt8] {
        var png = png_image()
        png.version = forte_png_image_version()
        png.width = UInt32(width)
        png.height = UInt32(height)
        guard let (palette, indices) = paletted() else {
            png.format = forte_png_format_rgba()
            return write(&png, rgba, colormap: nil)
        }
        png.format = forte_png_format_rgba_colormap()
        png.colormap_entries = UInt32(palette.count / 4)
        return write(&png, indices, colormap: palette)
    }

    private func write(_ png: inout png_image, _ pixels: [UInt8], colormap: [UInt8]?) -> [UInt8] {
        // Asked first for the size it needs, then written into that much.
        var size: png_alloc_size_t = 0
        _ = png_image_write_to_memory(&png, nil, &size, 0, pixels, 0, colormap)
        var bytes = [UInt8](repeating: 0, count: Int(size))
        precondition(
            png_image_write_to_memory(&png, &bytes, &size, 0, pixels, 0, colormap) != 0,
            "libpng could not write a \(width)×\(height) picture")
        return Array(bytes.prefix(Int(size)))
    }

    /// The colours (RGBA, four bytes each) and each pixel's index among them; nil past 256 colours.
    private func paletted() -> (palette: [UInt8], indices: [UInt8])? {
        var indexOf: [UInt32: UInt8] = [:]
        var palette: [UInt8] = []
        var indices = [UInt8](repeating: 0, count: width * height)
        // Runs of one colour are long in a drawn picture: the previous pixel's saves most lookups.
        var (previous, index): (UInt32?, UInt8) = (nil, 0)
        for pixel in 0..<width * height {
            let at = pixel * 4
            let colour =
                UInt32(rgba[at]) << 24 | UInt32(rgba[at + 1]) << 16 | UInt32(rgba[at + 2]) << 8 | UInt32(rgba[at + 3])
            if colour != previous {
                if let known = indexOf[colour] {
                    index = known
                } else {
                    guard indexOf.count < 256 else { return nil }
                    index = UInt8(indexOf.count)
                    indexOf[colour] = index
                    palette += rgba[at..<at + 4]
                }
                previous = colour
            }
            indices[pixel] = index
        }
        return (palette, indices)
    }
}
