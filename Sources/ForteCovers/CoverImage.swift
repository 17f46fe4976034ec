/// A decoded picture: `width` × `height` pixels, four bytes each (red, green, blue, alpha), row after row.
public struct CoverImage: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public let rgba: [UInt8]
    /// The pixels' part of a `DecodingBudget`, when decoded within one: given back when the last copy of the picture
    /// goes (once it is drawn), so that what the workers hold, not only what they decode, stays within it.
    private let reservation: DecodingBudget.Reservation?

    public init(width: Int, height: Int, rgba: [UInt8]) {
        self.init(width: width, height: height, rgba: rgba, holding: nil)
    }

    init(width: Int, height: Int, rgba: [UInt8], holding reservation: DecodingBudget.Reservation?) {
        precondition(
            rgba.count == width * height * 4,
            "\(width)×\(height) pixels need \(width * height * 4) bytes, not \(rgba.count)")
        (self.width, self.height, self.rgba, self.reservation) = (width, height, rgba, reservation)
    }

    public static func == (left: CoverImage, right: CoverImage) -> Bool {
        (left.width, left.height, left.rgba) == (right.width, right.height, right.rgba)
    }
}
