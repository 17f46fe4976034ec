/// Decodes JPEG and PNG pictures, by their first bytes (not by what a server says they are), within limits.
public enum ImageDecoder {
    /// The picture in `bytes`. JPEG is decoded at the smallest of its built-in reductions (½, ¼, ⅛) that still
    /// covers `atLeast` pixels each way, which a thumbnail needs, when given.
    public static func decode(_ bytes: [UInt8], limits: ImageLimits = .standard,
                              atLeast size: (width: Int, height: Int)? = nil) throws(ImageError) -> CoverImage {
        guard bytes.count <= limits.bytes else { throw .tooManyBytes(bytes.count) }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return try JPEGDecoding.decode(bytes, limits: limits, atLeast: size) }
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return try PNGDecoding.decode(bytes, limits: limits) }
        throw .unknownFormat
    }
}
