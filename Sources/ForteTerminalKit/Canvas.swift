import ForteText

/// One frame of the screen as cells: what the browse screen draws and the renderer compares.
///
/// Text is made visible (`VisibleText.escaping`) and measured (`TextWidth`) here, so no drawing
/// path can put a control character on the screen or misalign a wide one.
public struct Canvas: Sendable, Equatable {
    public struct Cell: Sendable, Hashable {
        /// The character drawn here; nil for the right half of a wide character.
        public var character: Character?
        public var style: Style
    }

    public let size: Size
    public private(set) var cells: [Cell]

    public init(size: Size) {
        self.size = size
        cells = Array(repeating: Cell(character: " ", style: .plain), count: max(0, size.width * size.height))
    }

    public subscript(x: Int, y: Int) -> Cell { cells[y * size.width + x] }

    /// Draws `text` at (x, y), clipped to `width` columns (and to the canvas). Returns the columns used.
    @discardableResult
    public mutating func put(_ text: String, x: Int, y: Int, width: Int? = nil, style: Style = .plain) -> Int {
        guard y >= 0, y < size.height, x >= 0 else { return 0 }
        let limit = min(x + (width ?? size.width), size.width)
        var column = x
        for character in VisibleText.escaping(TextWidth.bounded(text, to: limit - x)) {
            let w = TextWidth.of(character)
            if w == 0 { continue }
            guard column + w <= limit else { break }
            clearWide(at: column, row: y)
            if w == 2 { clearWide(at: column + 1, row: y) }
            cells[y * size.width + column] = Cell(character: character, style: style)
            if w == 2 { cells[y * size.width + column + 1] = Cell(character: nil, style: style) }
            column += w
        }
        return column - x
    }

    /// Fills a rectangle with spaces of `style`.
    public mutating func fill(_ rect: Rect, style: Style = .plain) {
        for y in max(0, rect.y)..<min(size.height, rect.y + rect.height) {
            for x in max(0, rect.x)..<min(size.width, rect.x + rect.width) {
                clearWide(at: x, row: y)
                cells[y * size.width + x] = Cell(character: " ", style: style)
            }
        }
    }

    /// The text of row `y`, wide characters once (what a person reads there).
    public func line(_ y: Int) -> String {
        String((0..<size.width).compactMap { self[$0, y].character })
    }

    /// All rows, joined by newlines.
    public var text: String { (0..<size.height).map(line).joined(separator: "\n") }

    /// Overwriting half of a wide character blanks its other half, so no half-character is left.
    private mutating func clearWide(at x: Int, row y: Int) {
        let i = y * size.width + x
        if cells[i].character == nil, x > 0 {
            cells[i - 1].character = " "
        } else if x + 1 < size.width, cells[i + 1].character == nil {
            cells[i + 1].character = " "
        }
    }
}
