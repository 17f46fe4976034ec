import Foundation

/// What tmux says of the pictures it passes on, asked of tmux itself: inside it, the environment names tmux, not the
/// terminal tmux runs in. tmux passes a picture's sequences through to that terminal only when `allow-passthrough`
/// is on; forte then draws for the terminal the client runs in (`client_termtype`, `client_termname`).
public struct TmuxGraphics: Sendable, Equatable {
    public var allowsPassthrough: Bool
    /// `#{client_termtype} #{client_termname}`: `kitty(0.39.1) xterm-kitty`, say; empty with no client attached.
    public var clientTerminal: String

    public init(allowsPassthrough: Bool, clientTerminal: String) {
        (self.allowsPassthrough, self.clientTerminal) = (allowsPassthrough, clientTerminal)
    }

    /// The protocol of the client's terminal when tmux passes pictures through to it; mosaics otherwise, which tmux
    /// draws as any text.
    public var format: ImageProtocol {
        guard allowsPassthrough else { return .symbols }
        let terminal = clientTerminal.lowercased()
        if terminal.contains("kitty") || terminal.contains("ghostty") { return .kitty }
        if terminal.contains("iterm") || terminal.contains("wezterm") { return .iterm }
        if terminal.contains("foot") || terminal.contains("mlterm") { return .sixel }
        return .symbols
    }

    /// Asked of the tmux server `environment`'s `TMUX` names; nil when it does not answer (no tmux on the path, say).
    public static func asked(environment: [String: String]) -> TmuxGraphics? {
        guard let passthrough = tmux(["show-options", "-gv", "allow-passthrough"], environment),
              let client = tmux(["display-message", "-p", "#{client_termtype} #{client_termname}"], environment) else { return nil }
        return TmuxGraphics(allowsPassthrough: passthrough == "on" || passthrough == "all", clientTerminal: client)
    }

    private static func tmux(_ arguments: [String], _ environment: [String: String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["tmux"] + arguments
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let answer = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: answer, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
