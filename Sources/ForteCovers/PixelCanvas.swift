/// An opaque colour.
struct RGB: Sendable, Equatable {
    var red: UInt8, green: UInt8, blue: UInt8

    init(_ hex: UInt32) {
        (red, green, blue) = (UInt8(hex >> 16 & 0xFF), UInt8(hex >> 8 & 0xFF), UInt8(hex & 0xFF))
    }
}

/// Pixels to draw a demo cover on: filled shapes and the built-in lettering, clipped to the canvas.
struct PixelCanvas {
    let width: Int
    let height: Int
    private(set) var rgba: [UInt8]

    init(width: Int, height: Int, paper: RGB) {
        (self.width, self.height) = (width, height)
        rgba = [UInt8](repeating: 255, count: width * height * 4)
        fill(x: 0, y: 0, width: width, height: height, paper)
    }

    var image: CoverImage { CoverImage(width: width, height: height, rgba: rgba) }

    mutating func fill(x: Int, y: Int, width w: Int, height h: Int, _ colour: RGB) {
        let (left, right, top, bottom) = (max(0, x), min(width, x + w), max(0, y), min(height, y + h))
        guard left < right, top < bottom else { return }
        let width = width
        // Straight into the buffer: a cover is thousands of fills, which a checked subscript slows tenfold unoptimised.
        rgba.withUnsafeMutableBufferPointer { pixels in
            for row in top..<bottom {
                for at in stride(from: (row * width + left) * 4, to: (row * width + right) * 4, by: 4) {
                    pixels[at] = colour.red
                    pixels[at + 1] = colour.green
                    pixels[at + 2] = colour.blue
                }
            }
        }
    }

    /// A rectangle's outline, `thickness` pixels inward.
    mutating func frame(x: Int, y: Int, width w: Int, height h: Int, thickness: Int, _ colour: RGB) {
        fill(x: x, y: y, width: w, height: thickness, colour)
        fill(x: x, y: y + h - thickness, width: w, height: thickness, colour)
        fill(x: x, y: y, width: thickness, height: h, colour)
        fill(x: x + w - thickness, y: y, width: thickness, height: h, colour)
    }

    /// A filled ellipse centred at (`x`, `y`).
    mutating func ellipse(x: Int, y: Int, radiusX: Int, radiusY: Int, _ colour: RGB) {
        guard radiusX > 0, radiusY > 0 else { return }
        for dy in -radiusY...radiusY {
            let span = Int((Double(radiusX) * (1 - Double(dy * dy) / Double(radiusY * radiusY)).squareRoot()).rounded())
            fill(x: x - span, y: y + dy, width: 2 * span + 1, height: 1, colour)
        }
    }

    /// A filled diamond (a square on its point) centred at (`x`, `y`).
    mutating func diamond(x: Int, y: Int, radius: Int, _ colour: RGB) {
        for dy in -radius...radius {
            let span = radius - abs(dy)
            fill(x: x - span, y: y + dy, width: 2 * span + 1, height: 1, colour)
        }
    }

    /// A line `thickness` pixels wide, from one point to another.
    mutating func line(from start: (x: Int, y: Int), to end: (x: Int, y: Int), thickness: Int, _ colour: RGB) {
        let steps = max(abs(end.x - start.x), abs(end.y - start.y), 1)
        for step in 0...steps {
            let x = start.x + (end.x - start.x) * step / steps
            let y = start.y + (end.y - start.y) * step / steps
            fill(x: x - thickness / 2, y: y - thickness / 2, width: thickness, height: thickness, colour)
        }
    }

    /// `text` (already set in `DemoFont`'s characters) on one line centred on `centre`, each dot `scale` pixels.
    mutating func letter(_ text: String, centre: Int, top: Int, scale: Int, _ colour: RGB) {
        var x = centre - Self.measure(text, scale: scale) / 2
        for character in text {
            for (first, rows) in [(0, DemoFont.rows(character))] + DemoFont.accents(character) {
                for (row, bits) in rows.enumerated() {
                    for column in 0..<DemoFont.width where bits & (1 << (DemoFont.width - 1 - column)) != 0 {
                        fill(x: x + column * scale, y: top + (first + row) * scale, width: scale, height: scale, colour)
                    }
                }
            }
            x += (DemoFont.width + DemoFont.spacing) * scale
        }
    }

    /// The width in pixels of `text` set on one line.
    static func measure(_ text: String, scale: Int) -> Int {
        max(0, text.count * (DemoFont.width + DemoFont.spacing) - DemoFont.spacing) * scale
    }
}
