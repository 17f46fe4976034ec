/// Turns frames into the bytes that bring a terminal from the previous frame to the next one,
/// writing only the cells that changed (so a key that moves the selection costs a few hundred bytes,
/// not a screenful, and nothing flickers).
public struct Renderer: Sendable {
    private var previous: Canvas?

    public init() {}

    /// Forget what is on the screen: the next frame is drawn whole (after a resize, or on start).
    public mutating func invalidate() {
        previous = nil
    }

    public mutating func bytes(for frame: Canvas) -> [UInt8] {
        var output = ""
        let old = previous.flatMap { $0.size == frame.size ? $0 : nil }
        if old == nil { output += "\u{1B}[0m\u{1B}[2J" }
        var currentStyle: Style?
        for y in 0..<frame.size.height {
            var x = 0
            while x < frame.size.width {
                guard let old, old[x, y] == frame[x, y] else {
                    // A changed run: position once, then write cells until the row stops changing.
                    var start = x
                    if frame[start, y].character == nil, start > 0 { start -= 1 }
                    output += "\u{1B}[\(y + 1);\(start + 1)H"
                    var column = start
                    while column < frame.size.width, column == start || old == nil || old![column, y] != frame[column, y] || frame[column, y].character == nil {
                        let cell = frame[column, y]
                        if let character = cell.character {
                            if cell.style != currentStyle {
                                output += cell.style.sgr
                                currentStyle = cell.style
                            }
                            output.append(character)
                        }
                        column += 1
                    }
                    x = column
                    continue
                }
                x += 1
            }
        }
        if currentStyle != nil { output += "\u{1B}[0m" }
        previous = frame
        return Array(output.utf8)
    }
}
