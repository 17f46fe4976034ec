import CTurboJPEG

/// JPEG through libjpeg-turbo's TurboJPEG API, which reports errors by return value (libjpeg's own API
/// leaves an error by longjmp, which Swift cannot catch).
enum JPEGDecoding {
    static func decode(_ bytes: [UInt8], limits: ImageLimits, atLeast size: (width: Int, height: Int)?,
                       budget: DecodingBudget?) throws(ImageError) -> CoverImage {
        guard let handle = tjInitDecompress() else { throw .damaged("the JPEG decoder could not start") }
        defer { tjDestroy(handle) }
        var (width, height, subsampling, colorspace): (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
        var input = bytes
        guard tjDecompressHeader3(handle, &input, UInt(bytes.count), &width, &height, &subsampling, &colorspace) == 0 else {
            throw .damaged(String(cString: tjGetErrorStr2(handle)))
        }
        guard width > 0, height > 0, Int(width) * Int(height) <= limits.pixels else { throw .tooManyPixels(width: Int(width), height: Int(height)) }
        // TurboJPEG decodes CMYK only to CMYK, which needs colour management to become screen colours. Said so before
        // the pixels' memory is taken (a file of a hundred bytes found by tools/fuzz-images took it, then failed).
        guard ![TJCS_CMYK, TJCS_YCCK].map({ Int32($0.rawValue) }).contains(colorspace) else { throw .unsupported("a CMYK JPEG") }
        guard let budget else { return try decode(handle, &input, width, height, atLeast: size) }
        return try budget.spending(Int(width) * Int(height)) { () throws(ImageError) in
            try decode(handle, &input, width, height, atLeast: size)
        }
    }

    private static func decode(_ handle: tjhandle, _ input: inout [UInt8], _ width: Int32, _ height: Int32,
                               atLeast size: (width: Int, height: Int)?) throws(ImageError) -> CoverImage {
        let (scaledWidth, scaledHeight) = scaled(width, height, atLeast: size)
        var pixels = [UInt8](repeating: 0, count: scaledWidth * scaledHeight * 4)
        // A warning (a truncated file) stops it too: half a picture is a damaged one. At most 500 scans: a
        // progressive JPEG of thousands of tiny scans costs minutes of CPU.
        let flags = TJFLAG_STOPONWARNING | TJFLAG_LIMITSCANS
        guard tjDecompress2(handle, &input, UInt(input.count), &pixels, Int32(scaledWidth), 0, Int32(scaledHeight),
                            Int32(TJPF_RGBA.rawValue), flags) == 0 else {
            throw .damaged(String(cString: tjGetErrorStr2(handle)))
        }
        return CoverImage(width: scaledWidth, height: scaledHeight, rgba: pixels)
    }

    /// The smallest size of libjpeg-turbo's scaling factors (⅛ to 2, in eighths) that is at least `size` each way,
    /// never larger than the whole; the whole without one.
    private static func scaled(_ width: Int32, _ height: Int32, atLeast size: (width: Int, height: Int)?) -> (Int, Int) {
        let whole = (Int(width), Int(height))
        var count: Int32 = 0
        guard let size, let factors = tjGetScalingFactors(&count) else { return whole }
        // TurboJPEG rounds a scaled size up (TJSCALED).
        let sizes = UnsafeBufferPointer(start: factors, count: Int(count)).filter { $0.num <= $0.denom }.map { factor in
            ((whole.0 * Int(factor.num) + Int(factor.denom) - 1) / Int(factor.denom),
             (whole.1 * Int(factor.num) + Int(factor.denom) - 1) / Int(factor.denom))
        }
        return sizes.filter { $0.0 >= size.width && $0.1 >= size.height }.min { $0.0 < $1.0 } ?? whole
    }
}
