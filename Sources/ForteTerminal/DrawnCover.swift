import ForteCovers

/// A cover as a terminal's escape sequences, ready to place at a cell: `columns` × `rows` cells, a row of
/// sequences a line (a picture protocol's whole picture is one), and for kitty the id that deletes it.
struct DrawnCover: Sendable {
    let columns: Int
    let rows: Int
    let id: UInt32
    private let lines: [[UInt8]]
    private let format: ImageProtocol
    private let passthrough: Bool

    /// `bytes` as chafa prints them: rows of cells end in a line feed, which a raw terminal would not take back to
    /// the left edge, so each row is placed on its own. Kitty's picture gets the id `id`, and asks for no answer
    /// (which would arrive among the keys).
    init(_ bytes: [UInt8], columns: Int, rows: Int, id: UInt32, format: ImageProtocol, passthrough: Bool) {
        (self.columns, self.rows, self.id, self.format, self.passthrough) = (columns, rows, id, format, passthrough)
        var bytes = bytes
        if format == .kitty, let start = bytes.firstRange(of: Self.kittyStart) {
            bytes.insert(contentsOf: Array("i=\(id),q=2,".utf8), at: start.upperBound)
        }
        lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init).filter { !$0.isEmpty }
    }

    /// The sequences that draw the cover with its top-left cell at column `x`, row `y` (0-based).
    func placed(x: Int, y: Int) -> [UInt8] {
        lines.enumerated().flatMap { row, line in Array("\u{1B}[\(y + row + 1);\(x + 1)H".utf8) + wrapped(line) }
    }

    /// What takes the picture off the screen: kitty's deletion of the image by its id (its data freed too). Other
    /// protocols' pictures are cells, which the text drawn over them replaces: nil.
    var deletion: [UInt8]? {
        format == .kitty ? wrapped(Array("\u{1B}_Ga=d,d=I,i=\(id),q=2\u{1B}\\".utf8)) : nil
    }

    /// Inside tmux, a picture's sequences pass through to the terminal around it, each ESC doubled.
    private func wrapped(_ sequence: [UInt8]) -> [UInt8] {
        guard passthrough, format != .symbols else { return sequence }
        return Array("\u{1B}Ptmux;".utf8) + sequence.flatMap { $0 == 0x1B ? [0x1B, 0x1B] : [$0] }
            + Array("\u{1B}\\".utf8)
    }

    private static let kittyStart: [UInt8] = [0x1B, 0x5F, 0x47]
}
