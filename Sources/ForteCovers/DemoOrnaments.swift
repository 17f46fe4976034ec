import Foundation

/// The printer's ornaments of a demo cover, each decade's after its style.
extension PixelCanvas {
    /// An ornament on each corner of the inner frame, `inset` pixels in from the edges.
    mutating func corners(inset: Int, _ ornament: DemoStyle.Ornament, ink: RGB, paper: RGB) {
        for (x, y) in [
            (inset, inset), (width - 1 - inset, inset), (inset, height - 1 - inset),
            (width - 1 - inset, height - 1 - inset),
        ] {
            switch ornament {
            case .beads: diamond(x: x, y: y, radius: 7, ink)
            case .waves: ellipse(x: x, y: y, radiusX: 6, radiusY: 6, ink)
            case .sunburst:
                // Stepped, as a deco frame turns a corner.
                for step in 0..<3 {
                    fill(
                        x: x - 7 + step * 3, y: y - 7 + step * 3, width: 15 - step * 6, height: 15 - step * 6,
                        step.isMultiple(of: 2) ? ink : paper)
                }
            case .stripes: fill(x: x - 5, y: y - 5, width: 11, height: 11, ink)
            }
        }
    }

    /// The decorated band across the top of the cover, `height` pixels from `top`, inside the frame.
    mutating func band(
        top: Int, height bandHeight: Int, _ ornament: DemoStyle.Ornament, ink: RGB, accent: RGB, paper: RGB
    ) {
        let (left, right, middle) = (32, width - 32, top + bandHeight / 2)
        switch ornament {
        case .beads:
            for x in stride(from: left + 4, through: right - 4, by: 12) {
                ellipse(x: x, y: top + 6, radiusX: 3, radiusY: 3, accent)
                ellipse(x: x, y: top + bandHeight - 6, radiusX: 3, radiusY: 3, accent)
            }
            for x in stride(from: left + 10, through: right - 10, by: 24) { diamond(x: x, y: middle, radius: 7, ink) }
        case .waves:
            for (phase, colour) in [(0.0, accent), (Double.pi, ink)] {
                var previous: (x: Int, y: Int)?
                for x in left...right {
                    let point = (x: x, y: middle + Int((sin(Double(x - left) / 60 * 2 * .pi + phase) * 12).rounded()))
                    if let previous { line(from: previous, to: point, thickness: 3, colour) }
                    previous = point
                }
            }
        case .sunburst:
            // Rays fanning up from the middle of the band's foot, every other one the accent.
            let foot = (x: width / 2, y: top + bandHeight)
            for ray in 0...12 {
                let angle = Double.pi * Double(ray) / 12
                let end = (
                    x: foot.x + Int(cos(angle) * Double(right - left) / 2),
                    y: foot.y - Int(sin(angle) * Double(bandHeight))
                )
                line(from: foot, to: end, thickness: 3, ray.isMultiple(of: 2) ? accent : ink)
            }
            ellipse(x: foot.x, y: foot.y, radiusX: 16, radiusY: 16, ink)
            fill(x: left, y: foot.y, width: right - left, height: 4, ink)
        case .stripes:
            for (index, y) in stride(from: top + 4, to: top + bandHeight, by: 14).enumerated() {
                fill(x: left, y: y, width: right - left, height: 7, index.isMultiple(of: 2) ? accent : ink)
            }
            for x in stride(from: left + 20, through: right - 20, by: 40) {
                diamond(x: x, y: top + 11, radius: 3, paper)
            }
        }
    }

    /// A medallion holding a quaver, or two beamed ones, with rules either side.
    mutating func motif(centre: (x: Int, y: Int), radius: Int, pair: Bool, ink: RGB, accent: RGB, paper: RGB) {
        line(from: (50, centre.y), to: (centre.x - radius - 10, centre.y), thickness: 2, ink)
        line(from: (centre.x + radius + 10, centre.y), to: (width - 50, centre.y), thickness: 2, ink)
        diamond(x: 50, y: centre.y, radius: 5, ink)
        diamond(x: width - 50, y: centre.y, radius: 5, ink)
        ellipse(x: centre.x, y: centre.y, radiusX: radius + 4, radiusY: radius + 4, ink)
        ellipse(x: centre.x, y: centre.y, radiusX: radius, radiusY: radius, accent)
        let heads =
            pair ? [(centre.x - 13, centre.y + 16), (centre.x + 13, centre.y + 12)] : [(centre.x - 4, centre.y + 16)]
        for (x, y) in heads {
            ellipse(x: x, y: y, radiusX: 8, radiusY: 6, paper)
            fill(x: x + 5, y: y - 34, width: 3, height: 34, paper)
        }
        if pair {
            line(from: (centre.x - 12 + 6, centre.y - 18), to: (centre.x + 14 + 6, centre.y - 22), thickness: 6, paper)
        } else {
            // The quaver's flag.
            line(from: (centre.x + 3, centre.y - 18), to: (centre.x + 14, centre.y - 4), thickness: 3, paper)
        }
    }
}
