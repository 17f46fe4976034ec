/// Which way a terminal draws pictures, if any: chosen by the person (`--images`, `FORTE_IMAGES`), else read
/// from the environment, else asked of the terminal itself (`query`, read by `answering`).
public enum ImageSupport: Sendable, Equatable {
    case drawn(ImageProtocol)
    /// Text cards only.
    case none
    /// The environment does not tell: ask the terminal.
    case ask

    /// What `--images` and `FORTE_IMAGES` take: `auto`, `none`, or a protocol's name.
    public init?(choice: String) {
        switch choice.lowercased() {
        case "auto": self = .ask
        case "none": self = .none
        default:
            guard let format = ImageProtocol(rawValue: choice.lowercased()) else { return nil }
            self = .drawn(format)
        }
    }

    /// From the person's choice (`--images`, else `FORTE_IMAGES`) and the environment. `NO_COLOR` and
    /// `TERM=dumb` mean no pictures; terminals that say who they are are taken at their word; inside tmux, what
    /// `tmux` (asked only then) passes through (see `TmuxGraphics`), the protocol named too, and inside screen
    /// mosaics. Otherwise `.ask`.
    public static func chosen(
        _ option: ImageSupport?, environment: [String: String],
        tmux: () -> TmuxGraphics? = { nil }
    ) -> ImageChoice {
        let chosen = option ?? environment["FORTE_IMAGES"].flatMap(ImageSupport.init(choice:)) ?? .ask
        let inTmux = environment["TMUX"] != nil
        if case .drawn(let format) = chosen, format != .symbols, inTmux, let tmux = tmux(), !tmux.allowsPassthrough {
            return .mosaics(tmux: tmux, named: format)
        }
        guard chosen == .ask else { return ImageChoice(chosen) }
        let term = environment["TERM"] ?? ""
        if environment["NO_COLOR"].map({ !$0.isEmpty }) == true || term == "dumb" || term.isEmpty {
            return ImageChoice(.none)
        }
        if inTmux {
            guard let tmux = tmux() else { return ImageChoice(.drawn(.symbols)) }
            return tmux.allowsPassthrough ? ImageChoice(.drawn(tmux.format)) : .mosaics(tmux: tmux, named: nil)
        }
        return ImageChoice(outsideTmux(term: term, environment: environment))
    }

    /// What a terminal that says who it is draws; `.ask` when it does not say.
    private static func outsideTmux(term: String, environment: [String: String]) -> ImageSupport {
        if term.hasPrefix("tmux") || term.hasPrefix("screen") { return .drawn(.symbols) }
        if term == "xterm-kitty" || environment["KITTY_WINDOW_ID"] != nil || term == "xterm-ghostty" {
            return .drawn(.kitty)
        }
        switch environment["TERM_PROGRAM"] {
        case "WezTerm", "ghostty": return .drawn(.kitty)
        case "iTerm.app": return .drawn(.iterm)
        default: break
        }
        if environment["KONSOLE_VERSION"] != nil { return .drawn(.kitty) }
        if term.hasPrefix("foot") || term.hasPrefix("mlterm") { return .drawn(.sixel) }
        return .ask
    }

    /// Asks the terminal: kitty's graphics query (a 1×1 picture it answers `OK` to, and draws nothing), then
    /// the primary device attributes, which every terminal answers (the sixel ones with a 4 among them). The
    /// device attributes' answer ends the reading: whatever kitty says comes before it.
    public static let query: [UInt8] = Array("\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\u{1B}[c".utf8)

    /// What the terminal's answer to `query` says; mosaics when it says nothing of pictures (or nothing).
    public static func answering(_ answer: [UInt8]) -> ImageProtocol {
        let text = String(decoding: answer, as: UTF8.self)
        if text.contains("\u{1B}_Gi=31;OK") { return .kitty }
        if let start = text.range(of: "\u{1B}[?"), let end = text[start.upperBound...].firstIndex(of: "c"),
            text[start.upperBound..<end].split(separator: ";").contains("4")
        {
            return .sixel
        }
        return .symbols
    }

    /// Whether `answer` has all of the terminal's answer to `query`: its device attributes, which come last.
    public static func isComplete(_ answer: [UInt8]) -> Bool {
        let text = String(decoding: answer, as: UTF8.self)
        guard let start = text.range(of: "\u{1B}[?") else { return false }
        return text[start.upperBound...].contains("c")
    }
}
