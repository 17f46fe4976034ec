/// Decodes JPEG and PNG pictures, by their first bytes (not by what a server says they are), within limits.
public enum ImageDecoder {
    /// The picture in `bytes`. JPEG is decoded at the smallest of libjpeg-turbo's reductions (in eighths) that still
    /// covers `atLeast` pixels each way, which a thumbnail needs, when given; within `budget`, when given, with other
    /// threads' decodes.
    public static func decode(
        _ bytes: [UInt8], limits: ImageLimits = .standard, atLeast size: (width: Int, height: Int)? = nil,
        budget: DecodingBudget? = nil
    ) throws(ImageError) -> CoverImage {
        guard bytes.count <= limits.bytes else { throw .tooManyBytes(bytes.count) }
        if bytes.starts(with: jpeg) {
            return try JPEGDecoding.decode(bytes, limits: limits, atLeast: size, budget: budget)
        }
        if bytes.starts(with: png) { return try PNGDecoding.decode(bytes, limits: limits, budget: budget) }
        throw .unknownFormat
    }

    /// Whether the bytes start as a JPEG or PNG picture does.
    public static func isPicture(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: jpeg) || bytes.starts(with: png)
    }

    private static let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF]
    private static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
}
