import CTurboJPEG

/// JPEG through libjpeg-turbo's TurboJPEG API, which reports errors by return value (libjpeg's own API
/// leaves an error by longjmp, which Swift cannot catch).
enum JPEGDecoding {
    static func decode(
        _ bytes: [UInt8], limits: ImageLimits, atLeast size: (width: Int, height: Int)?,
        budget: DecodingBudget?
    ) throws(ImageError) -> CoverImage {
        guard let handle = tjInitDecompress() else { throw .damaged("the JPEG decoder could not start") }
        defer { tjDestroy(handle) }
        var (width, height, subsampling, colorspace): (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
        var input = bytes
        guard tjDecompressHeader3(handle, &input, UInt(bytes.count), &width, &height, &subsampling, &colorspace) == 0
        else {
            throw .damaged(String(cString: tjGetErrorStr2(handle)))
        }
        guard width > 0, height > 0, Int(width) * Int(height) <= limits.pixels else {
            throw .tooManyPixels(width: Int(width), height: Int(height))
        }
        // TurboJPEG decodes CMYK only to CMYK, which needs colour management to become screen colours. Said so before
        // the pixels' memory is taken (a file of a hundred bytes found by tools/fuzz-images took it, then failed).
        guard ![TJCS_CMYK, TJCS_YCCK].map({ Int32($0.rawValue) }).contains(colorspace) else {
            throw .unsupported("a CMYK JPEG")
        }
        let scaled = scaled(width, height, atLeast: size)
        let cost = scaled.width * scaled.height * 4 + coefficientBytes(bytes)
        guard cost <= limits.memory else { throw .tooMuchMemory(cost) }
        let reservation = budget?.reserve(cost)
        var pixels = [UInt8](repeating: 0, count: scaled.width * scaled.height * 4)
        // A warning (a truncated file) stops it too: half a picture is a damaged one. At most 500 scans: a
        // progressive JPEG of thousands of tiny scans costs minutes of CPU.
        let flags = TJFLAG_STOPONWARNING | TJFLAG_LIMITSCANS
        guard
            tjDecompress2(
                handle, &input, UInt(input.count), &pixels, Int32(scaled.width), 0, Int32(scaled.height),
                Int32(TJPF_RGBA.rawValue), flags) == 0
        else {
            throw .damaged(String(cString: tjGetErrorStr2(handle)))
        }
        // The coefficients went with the decode; the pixels stay counted until the picture is let go of.
        reservation?.shrink(to: pixels.count)
        return CoverImage(width: scaled.width, height: scaled.height, rgba: pixels, holding: reservation)
    }

    /// The bytes of coefficients libjpeg keeps for the whole picture while it decodes one of several scans (a
    /// progressive JPEG, or one whose first scan holds fewer components than the frame): two bytes for each of
    /// every block's 64, for each component, in whole MCUs. Nothing for one interleaved scan, decoded a row at a time.
    static func coefficientBytes(_ bytes: [UInt8]) -> Int {
        var at = 2
        var frame: (width: Int, height: Int, sampling: [(h: Int, v: Int)], progressive: Bool)?
        while at + 4 <= bytes.count, bytes[at] == 0xFF {
            let marker = bytes[at + 1]
            // A fill byte before a marker.
            if marker == 0xFF {
                at += 1
                continue
            }
            let length = Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
            // A length counts its own two bytes: a shorter one is damage (tools/fuzz-images found one of 0).
            guard length >= 2 else { return 0 }
            let segment = bytes[min(at + 4, bytes.count)..<min(at + 2 + length, bytes.count)]
            // SOF0 to SOF15 but DHT (C4), JPG (C8) and DAC (CC).
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker), segment.count >= 6 {
                let fields = Array(segment)
                let count = Int(fields[5])
                let sampling = stride(from: 6, to: min(6 + 3 * count, fields.count - 1), by: 3).map {
                    (h: max(1, Int(fields[$0 + 1] >> 4)), v: max(1, Int(fields[$0 + 1] & 15)))
                }
                frame = (
                    Int(fields[3]) << 8 | Int(fields[4]), Int(fields[1]) << 8 | Int(fields[2]), sampling,
                    [0xC2, 0xC6, 0xCA, 0xCE].contains(marker)
                )
            }
            if marker == 0xDA {
                guard let frame, frame.progressive || Int(segment.first ?? 0) < frame.sampling.count else { return 0 }
                let (hMax, vMax) = (frame.sampling.map(\.h).max() ?? 1, frame.sampling.map(\.v).max() ?? 1)
                let across = (frame.width + 8 * hMax - 1) / (8 * hMax)
                let down = (frame.height + 8 * vMax - 1) / (8 * vMax)
                return frame.sampling.reduce(0) { $0 + across * $1.h * down * $1.v * 64 * 2 }
            }
            at += 2 + length
        }
        return 0
    }

    /// The smallest size of libjpeg-turbo's scaling factors (⅛ to 2, in eighths) that is at least `size` each way,
    /// never larger than the whole; the whole without one.
    private static func scaled(
        _ width: Int32, _ height: Int32,
        atLeast size: (width: Int, height: Int)?
    ) -> (width: Int, height: Int) {
        let whole = (Int(width), Int(height))
        var count: Int32 = 0
        guard let size, let factors = tjGetScalingFactors(&count) else { return whole }
        // TurboJPEG rounds a scaled size up (TJSCALED).
        let sizes = UnsafeBufferPointer(start: factors, count: Int(count)).filter { $0.num <= $0.denom }.map { factor in
            (
                (whole.0 * Int(factor.num) + Int(factor.denom) - 1) / Int(factor.denom),
                (whole.1 * Int(factor.num) + Int(factor.denom) - 1) / Int(factor.denom)
            )
        }
        return sizes.filter { $0.0 >= size.width && $0.1 >= size.height }.min { $0.0 < $1.0 } ?? whole
    }
}
