/// How a cell looks: colours (0–15 the terminal's own sixteen, 16–255 the 256-colour palette) and attributes.
public struct Style: Sendable, Hashable {
    public var foreground: UInt8?
    public var background: UInt8?
    public var bold = false
    public var dim = false
    public var underline = false
    public var reverse = false

    public init(
        foreground: UInt8? = nil, background: UInt8? = nil, bold: Bool = false, dim: Bool = false,
        underline: Bool = false, reverse: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.underline = underline
        self.reverse = reverse
    }

    public static let plain = Style()

    /// The SGR sequence that sets exactly this style (it resets first, so no state leaks between runs).
    var sgr: String {
        var codes = ["0"]
        if bold { codes.append("1") }
        if dim { codes.append("2") }
        if underline { codes.append("4") }
        if reverse { codes.append("7") }
        if let foreground { codes.append(Self.code(foreground, base: 30)) }
        if let background { codes.append(Self.code(background, base: 40)) }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    /// The sixteen colours by their own codes (30–37, 90–97), which every colour terminal knows; the rest as 256-colour codes.
    private static func code(_ colour: UInt8, base: Int) -> String {
        switch colour {
        case 0..<8: "\(base + Int(colour))"
        case 8..<16: "\(base + 60 + Int(colour) - 8)"
        default: "\(base + 8);5;\(colour)"
        }
    }
}

/// The styles of the browse screen's parts, for the colours the terminal has: 256, 8 (or 16), or none.
/// Without colour (`NO_COLOR`, or a terminal without) every part still reads: the selection is
/// reverse video, headings bold, secondary text dim.
public struct Palette: Sendable {
    public var text = Style.plain
    public var secondary = Style(dim: true)
    public var heading = Style(bold: true)
    public var focusedHeading = Style(bold: true, underline: true)
    public var selection = Style(reverse: true)
    /// The selection in a pane that does not have the focus.
    public var inactiveSelection = Style(bold: true, underline: true)
    public var cardTitle = Style(bold: true)
    public var bar = Style.plain
    public var favourite = Style(bold: true)
    public var status = Style(reverse: true)
    public var border = Style(dim: true)

    /// A palette for a terminal with `colours` colours.
    public init(colours: Int) {
        if colours >= 256 {
            useColours256()
        } else if colours >= 8 {
            useColours8()
        }
    }

    private mutating func useColours256() {
        secondary = Style(foreground: 245)
        heading = Style(foreground: 110, bold: true)
        focusedHeading = Style(foreground: 221, bold: true, underline: true)
        selection = Style(foreground: 234, background: 221, bold: true)
        inactiveSelection = Style(foreground: 221, background: 237)
        cardTitle = Style(foreground: 255, bold: true)
        bar = Style(foreground: 67)
        favourite = Style(foreground: 214, bold: true)
        status = Style(foreground: 252, background: 238)
        border = Style(foreground: 240)
    }

    /// The eight colours every colour terminal has; the rest from attributes.
    private mutating func useColours8() {
        heading = Style(foreground: 6, bold: true)
        focusedHeading = Style(foreground: 3, bold: true, underline: true)
        selection = Style(foreground: 0, background: 3, bold: true)
        inactiveSelection = Style(foreground: 3, bold: true, underline: true)
        bar = Style(foreground: 4)
        favourite = Style(foreground: 3, bold: true)
        status = Style(foreground: 0, background: 7)
    }

    /// The terminal's colours unless `NO_COLOR` is set (to anything; https://no-color.org).
    public static func forEnvironment(_ environment: [String: String], colours: Int) -> Palette {
        let noColour = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        return Palette(colours: noColour ? 0 : colours)
    }
}
