import ForteText

/// Fills text into lines no wider than `width` display columns. Words are never broken:
/// a word wider than the line gets a line of its own. A line may also break before a wide
/// (CJK) character without a space, as CJK text has none.
enum Wrapping {
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for (piece, spaced) in pieces(of: text) {
            let pieceWidth = TextWidth.of(piece)
            let separator = spaced && !line.isEmpty ? " " : ""
            if !line.isEmpty && lineWidth + separator.count + pieceWidth > width {
                lines.append(line)
                (line, lineWidth) = (piece, pieceWidth)
            } else {
                line += separator + piece
                lineWidth += separator.count + pieceWidth
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// The unbreakable pieces of `text`, each with whether a space comes before it.
    private static func pieces(of text: String) -> [(piece: String, spaced: Bool)] {
        text.split(separator: " ").flatMap { word in
            var pieces: [(piece: String, spaced: Bool)] = []
            var current = ""
            for character in word {
                if TextWidth.of(character) == 2, !current.isEmpty {
                    pieces.append((current, pieces.isEmpty))
                    current = ""
                }
                current.append(character)
            }
            pieces.append((current, pieces.isEmpty))
            return pieces
        }
    }
}
