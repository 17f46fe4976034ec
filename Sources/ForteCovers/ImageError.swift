/// Why a picture was not decoded: each refusal comes before the decoding it would have cost.
public enum ImageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// More bytes than `ImageLimits.bytes`.
    case tooManyBytes(Int)
    /// A size the header declares beyond `ImageLimits.pixels` (a decompression bomb, or a damaged header).
    case tooManyPixels(width: Int, height: Int)
    /// Neither JPEG nor PNG (an HTML page served as an image, say).
    case unknownFormat
    /// The decoder's own complaint: truncated or damaged data.
    case damaged(String)
    /// A picture whole, but in a form forte does not decode (a CMYK JPEG, say).
    case unsupported(String)
    /// Memory the decoder would hold beyond `ImageLimits.memory` (a large progressive JPEG's coefficients, say).
    case tooMuchMemory(Int)

    public var description: String {
        switch self {
        case .tooManyBytes(let count): "the image has \(count) bytes, more than forte decodes"
        case .tooManyPixels(let width, let height):
            "the image declares \(width)×\(height) pixels, more than forte decodes"
        case .unknownFormat: "not a JPEG or PNG image"
        case .damaged(let reason): "the image is damaged: \(reason)"
        case .unsupported(let form): "the image is \(form), which forte does not decode"
        case .tooMuchMemory(let bytes): "the image needs \(bytes >> 20) MB to decode, more than forte spends on one"
        }
    }
}

/// What forte decodes at most: what a server can make it spend on one picture.
public struct ImageLimits: Sendable {
    public var bytes: Int
    public var pixels: Int
    /// What one decode may hold: its picture's pixels, and a progressive JPEG's coefficients while it decodes.
    public var memory: Int

    public init(bytes: Int, pixels: Int, memory: Int? = nil) {
        (self.bytes, self.pixels, self.memory) = (bytes, pixels, memory ?? pixels * 4)
    }

    /// 20 MB of file, 40 megapixels: far beyond a scanned cover, far below harm. 128 MB held by a decode: a JPEG
    /// that large is decoded at the size drawn, but a PNG (decoded whole) of over 32 megapixels, with the rest of
    /// browse, would pass the memory forte promises.
    public static let standard = ImageLimits(bytes: 20 << 20, pixels: 40_000_000, memory: 128 << 20)
}
