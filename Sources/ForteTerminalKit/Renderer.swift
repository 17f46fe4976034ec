/// Turns frames into the bytes that bring a terminal from the previous frame to the next one,
/// writing only the cells that changed (so a key that moves the selection costs a few hundred bytes,
/// not a screenful, and nothing flickers).
public struct Renderer: Sendable {
    private var previous: Canvas?
    /// Cells something else drew over (a picture): written again with the next frame, changed or not.
    private var forgotten: [Rect] = []

    public init() {}

    /// Forget what is on the screen: the next frame is drawn whole (after a resize, or on start).
    /// Every cell is written, so no clear is needed and a resize shows no blank flash.
    public mutating func invalidate() {
        previous = nil
    }

    /// Forget what is in `rect`: the next frame writes its cells whatever they were.
    public mutating func forget(_ rect: Rect) {
        forgotten.append(rect)
    }

    public mutating func bytes(for frame: Canvas) -> [UInt8] {
        var output = ""
        let old = previous.flatMap { $0.size == frame.size ? $0 : nil }
        let forgotten = self.forgotten
        self.forgotten = []
        func changed(_ x: Int, _ y: Int) -> Bool {
            old.map { $0[x, y] != frame[x, y] || forgotten.contains { $0.contains(x, y) } } ?? true
        }
        var currentStyle: Style?
        for y in 0..<frame.size.height {
            var x = 0
            while x < frame.size.width {
                guard changed(x, y) else {
                    x += 1
                    continue
                }
                // A changed run: position once (at the start of a wide character), then write
                // cells until the row stops changing.
                if frame[x, y].character == nil, x > 0 { x -= 1 }
                output += "\u{1B}[\(y + 1);\(x + 1)H"
                repeat {
                    let cell = frame[x, y]
                    if let character = cell.character {
                        if cell.style != currentStyle {
                            output += cell.style.sgr
                            currentStyle = cell.style
                        }
                        output.append(character)
                    }
                    x += 1
                } while x < frame.size.width && (changed(x, y) || frame[x, y].character == nil)
            }
        }
        if currentStyle != nil { output += "\u{1B}[0m" }
        previous = frame
        return Array(output.utf8)
    }
}
