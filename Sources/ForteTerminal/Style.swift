/// How a cell looks: colours from the 256-colour palette and attributes.
public struct Style: Sendable, Hashable {
    public var foreground: UInt8?
    public var background: UInt8?
    public var bold = false
    public var dim = false
    public var underline = false
    public var reverse = false

    public init(foreground: UInt8? = nil, background: UInt8? = nil, bold: Bool = false, dim: Bool = false, underline: Bool = false, reverse: Bool = false) {
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
        if let foreground { codes.append("38;5;\(foreground)") }
        if let background { codes.append("48;5;\(background)") }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }
}

/// The styles of the browse screen's parts. Without colour (`NO_COLOR`, or a dumb terminal) every
/// part still reads: the selection is reverse video, headings bold, secondary text dim.
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

    public init(colour: Bool) {
        guard colour else { return }
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

    /// Colour unless `NO_COLOR` is set (to anything; https://no-color.org) or the terminal is dumb.
    public static func forEnvironment(_ environment: [String: String]) -> Palette {
        let noColour = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        return Palette(colour: !noColour && environment["TERM"] != "dumb")
    }
}
