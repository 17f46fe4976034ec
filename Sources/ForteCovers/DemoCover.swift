import ForteCatalog

/// A cover drawn for an item of the demo catalog, which has no real ones: its title, composer and decade set on
/// a coloured card as sheet music of its decade was printed (a border, an ornament, the decade's colours; see
/// `DemoStyle`), and marked as forte's demo, so that no one takes it for a scan. The same item gives the same
/// pixels every time.
public struct DemoCover: Sendable, Hashable {
    public var title: String
    public var composer: String?
    public var decade: Decade?
    /// Picks the accent colour and the motif among the decade's: two editions of one song look different.
    public var identifier: String

    public init(title: String, composer: String?, decade: Decade?, identifier: String) {
        (self.title, self.composer, self.decade, self.identifier) = (title, composer, decade, identifier)
    }

    /// The item's title as forte shows it, its first composer, its decade.
    public init(_ item: Item) {
        self.init(
            title: item.displayTitle, composer: item.composers.first?.name, decade: item.decade,
            identifier: item.identifier)
    }

    public init(_ summary: ItemSummary) {
        self.init(
            title: summary.title, composer: summary.composers.first, decade: summary.decade,
            identifier: summary.identifier)
    }

    /// A score's proportions (3 : 4), large enough for the detail view, a few kilobytes as a PNG.
    public static let width = 360
    public static let height = 480

    public var image: CoverImage {
        let style = DemoStyle.of(decade)
        let choice = FNV1a.hash(identifier)
        let accent = style.accents[Int(choice % UInt64(style.accents.count))]
        let (width, height, centre) = (Self.width, Self.height, Self.width / 2)
        var canvas = PixelCanvas(width: width, height: height, paper: style.paper)

        canvas.frame(x: 10, y: 10, width: width - 20, height: height - 20, thickness: 4, style.ink)
        canvas.frame(x: 20, y: 20, width: width - 40, height: height - 40, thickness: 1, accent)
        canvas.corners(inset: 20, style.ornament, ink: style.ink, paper: style.paper)
        canvas.band(top: 30, height: 48, style.ornament, ink: style.ink, accent: accent, paper: style.paper)

        // The title as large as it fits in its block, centred in it; what does not fit ends in an ellipsis.
        let titleBlock = (top: 96, height: 156)
        let (lines, scale) =
            [(3, 4), (2, 6)].lazy.map { scale, most in
                (Self.wrap(DemoFont.setting(title), scale: scale, most: most), scale)
            }.first { $0.0.fits } ?? (Self.wrap(DemoFont.setting(title), scale: 2, most: 6), 2)
        let lineHeight = (DemoFont.height + DemoFont.leading) * scale
        var top = titleBlock.top + (titleBlock.height - lines.lines.count * lineHeight + DemoFont.leading * scale) / 2
        for line in lines.lines {
            canvas.letter(line, centre: centre, top: top, scale: scale, style.ink)
            top += lineHeight
        }

        canvas.motif(
            centre: (centre, 306), radius: 40, pair: choice >> 8 & 1 == 0, ink: style.ink, accent: accent,
            paper: style.paper)

        if let composer {
            var top = 364
            for line in Self.wrap(DemoFont.setting(composer), scale: 2, most: 2).lines {
                canvas.letter(line, centre: centre, top: top, scale: 2, style.ink)
                top += (DemoFont.height + DemoFont.leading) * 2
            }
        }

        canvas.fill(x: centre - 70, y: 402, width: 140, height: 30, accent)
        canvas.letter(decade.map(\.description) ?? "UNDATED", centre: centre, top: 410, scale: 2, style.paper)
        canvas.letter("FORTE DEMO COVER", centre: centre, top: 444, scale: 1, style.ink)
        return canvas.image
    }

    /// `text` in lines of whole words that fit the title's width at `scale`, at most `most` of them; `fits` is false
    /// when some of it was left out (the last line then ends in `...`).
    static func wrap(_ text: String, scale: Int, most: Int) -> (lines: [String], fits: Bool) {
        let room = (width - 88 + DemoFont.spacing * scale) / ((DemoFont.width + DemoFont.spacing) * scale)
        var lines: [String] = []
        var line = ""
        // A word longer than a line is cut into pieces that fit.
        let words = text.split(separator: " ").flatMap { word in
            stride(from: 0, to: word.count, by: room).map { String(word.dropFirst($0).prefix(room)) }
        }
        for word in words {
            if line.isEmpty {
                line = word
            } else if line.count + 1 + word.count <= room {
                line += " " + word
            } else {
                lines.append(line)
                line = word
            }
        }
        if !line.isEmpty { lines.append(line) }
        guard lines.count > most else { return (lines, true) }
        let last = lines[most - 1]
        return (lines.prefix(most - 1) + [String(last.prefix(room - 3)) + "..."], false)
    }
}
