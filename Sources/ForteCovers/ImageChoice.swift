/// How pictures are drawn, as `ImageSupport.chosen` settled it, and, when that is mosaics where the terminal could
/// have drawn pictures, why: for the status line, once.
public struct ImageChoice: Sendable, Equatable {
    public var support: ImageSupport
    public var notice: String?

    public init(_ support: ImageSupport, notice: String? = nil) {
        (self.support, self.notice) = (support, notice)
    }

    /// What tmux does not let through: mosaics instead, saying so. `named` is the protocol the person asked for, nil
    /// for `auto` (then `tmux`'s client's terminal is the one that could have drawn pictures).
    static func mosaics(tmux: TmuxGraphics, named: ImageProtocol?) -> ImageChoice {
        let format = named ?? TmuxGraphics(allowsPassthrough: true, clientTerminal: tmux.clientTerminal).format
        guard format != .symbols else { return ImageChoice(.drawn(.symbols)) }
        return ImageChoice(
            .drawn(.symbols),
            notice: "Mosaics: tmux passes no \(format.rawValue) pictures (set -g allow-passthrough on)")
    }
}
