/// The sort-key fold of every scalar in the blocks Latin-script titles use, made once by
/// `Title.folding` itself, so that most keys need no Unicode normalization at all.
enum LatinFolding {
    /// Latin-1 Supplement to the combining diacritics, Latin Extended Additional, General Punctuation.
    private static let blocks: [(scalars: ClosedRange<UInt32>, folded: [[UInt8]])] =
        [0x80...0x36F, 0x1E00...0x1EFF, 0x2000...0x206F].map { scalars in
            (
                scalars,
                scalars.map { value in
                    Unicode.Scalar(value).map { Array(Title.folding(String(Character($0))).utf8) } ?? []
                }
            )
        }

    /// The folded UTF-8 of a scalar in those blocks, or nil for a scalar elsewhere.
    static func folded(_ scalar: Unicode.Scalar) -> [UInt8]? {
        for block in blocks where block.scalars.contains(scalar.value) {
            return block.folded[Int(scalar.value - block.scalars.lowerBound)]
        }
        return nil
    }
}
