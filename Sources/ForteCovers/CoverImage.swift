/// A decoded picture: `width` × `height` pixels, four bytes each (red, green, blue, alpha), row after row.
public struct CoverImage: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public let rgba: [UInt8]

    public init(width: Int, height: Int, rgba: [UInt8]) {
        precondition(rgba.count == width * height * 4, "\(width)×\(height) pixels need \(width * height * 4) bytes, not \(rgba.count)")
        (self.width, self.height, self.rgba) = (width, height, rgba)
    }
}
