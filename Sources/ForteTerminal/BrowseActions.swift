import ForteCatalog
import ForteShare
import ForteTerminalKit
import ForteText
import Foundation

/// What `s`, `t`, `o` and `y` do outside the screen: write a share email to a file, open a web link, copy it.
public struct BrowseActions {
    /// Where share files go (`$FORTE_SHARE_DIR`); nil for the current directory.
    public var shareDirectory: String?
    /// The programs that may open a link, tried in order (`$BROWSER`'s, then `xdg-open`), each as its
    /// arguments; `%s` stands for the link, which otherwise comes last.
    public var openers: [[String]]
    /// Runs a program to its end; true when it succeeded.
    public var run: ([String]) -> Bool
    /// tmux's path, when forte runs inside tmux (`$TMUX`): `y` copies into tmux's own buffer.
    public var tmux: String?

    public init(shareDirectory: String?, openers: [[String]], tmux: String? = nil, run: @escaping ([String]) -> Bool) {
        self.shareDirectory = shareDirectory
        self.openers = openers
        self.tmux = tmux
        self.run = run
    }

    /// For the real terminal: `$FORTE_SHARE_DIR`, and `$BROWSER`'s programs then `xdg-open`, those that exist.
    public static func forEnvironment(_ environment: [String: String]) -> BrowseActions {
        let browsers = (environment["BROWSER"] ?? "").split(separator: ":").map {
            $0.split(separator: " ").map(String.init)
        }
        let openers = (browsers + [["xdg-open"]]).compactMap { command in
            Opener.locate(command.first ?? "", path: environment["PATH"] ?? "").map { [$0] + command.dropFirst() }
        }
        let tmux = environment["TMUX"].flatMap {
            $0.isEmpty ? nil : Opener.locate("tmux", path: environment["PATH"] ?? "")
        }
        return BrowseActions(
            shareDirectory: environment["FORTE_SHARE_DIR"].flatMap { $0.isEmpty ? nil : $0 },
            openers: openers, tmux: tmux
        ) { Opener.run($0) }
    }

    /// Writes the item's share email to `<title>.eml` (the message) or `<title>.txt` (its text), never over an
    /// existing file. Returns what to tell the person.
    func share(_ item: Item, as format: ShareFormat) -> String {
        let share = Share(items: [item])
        let text: String
        do {
            text = format == .eml ? try share.eml() : share.text
        } catch {
            return "Could not save the email: \(error)"
        }
        let suffix = format == .eml ? "eml" : "txt"
        let base = Self.fileName(for: item.displayTitle)
        let directory = shareDirectory ?? "."
        for attempt in 1...100 {
            let name = attempt == 1 ? "\(base).\(suffix)" : "\(base) (\(attempt)).\(suffix)"
            let path = directory + "/" + name
            let fd = Foundation.open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
            if fd < 0 {
                if errno == EEXIST { continue }
                return "Could not save the email: \(String(cString: strerror(errno))) (\(VisibleText.escaping(path)))"
            }
            let bytes = Array(text.utf8)
            let written = bytes.withUnsafeBytes { Foundation.write(fd, $0.baseAddress, $0.count) }
            let error = errno
            Foundation.close(fd)
            guard written == bytes.count else {
                return "Could not save the email: \(String(cString: strerror(error))) (\(VisibleText.escaping(path)))"
            }
            // The name first: a narrow status line cuts the directory rather than the name.
            return "Saved the email to \(VisibleText.escaping(name)) in "
                + (shareDirectory.map(VisibleText.escaping) ?? "the current directory")
        }
        return "Could not save the email: 100 files named \(VisibleText.escaping(base)) already"
    }

    /// Opens the item's web link with the first program that succeeds, the terminal handed over to it
    /// (a text browser needs it). Says what happened: it never claims to open what nothing opened.
    func open(_ item: Item, on terminal: any Terminal) -> String {
        guard let url = item.webLink else { return "This item has no web link" }
        let shown = VisibleText.escaping(url)
        guard !openers.isEmpty else { return "Could not open it (no $BROWSER, no xdg-open): \(shown)" }
        for opener in openers {
            let command =
                opener.contains { $0.contains("%s") }
                ? opener.map { $0.replacingOccurrences(of: "%s", with: url) } : opener + [url]
            if terminal.handOver({ run(command) }) {
                return "Opened \(shown) with \(VisibleText.escaping((opener[0] as NSString).lastPathComponent))"
            }
        }
        return
            "Could not open it (\(openers.map { VisibleText.escaping(($0[0] as NSString).lastPathComponent) }.joined(separator: ", ")) failed): \(shown)"
    }

    /// Copies the item's web link: inside tmux into tmux's paste buffer (and, as tmux's `set-clipboard` allows, the
    /// clipboard of the terminal around it), since tmux keeps OSC 52 to itself by default; elsewhere through the terminal
    /// (`Clipboard`), which may refuse. Says which, and never claims a copy it cannot know happened.
    func copyLink(_ item: Item, on terminal: any Terminal) -> String {
        guard let url = item.webLink else { return "This item has no web link" }
        let shown = VisibleText.escaping(url)
        // The link as data on tmux's input, never as an argument a shell or tmux's parser reads.
        if let tmux, Opener.run([tmux, "load-buffer", "-w", "-"], input: Array(url.utf8)) {
            return "Copied the link to tmux's paste buffer (prefix ] pastes it): \(shown)"
        }
        terminal.write(Clipboard.copying(url))
        return "Sent the link to the terminal's clipboard (OSC 52; some terminals refuse it): \(shown)"
    }

    /// A title made a safe, tidy file name: letters, digits and a little punctuation, at most 60 characters.
    static func fileName(for title: String) -> String {
        let kept = title.map { $0.isLetter || $0.isNumber || "-_,".contains($0) ? $0 : " " }
        let words = String(kept).split(separator: " ")
        var name = ""
        for word in words {
            let next = name.isEmpty ? String(word) : name + " " + word
            if next.count > 60 {
                if name.isEmpty { name = String(word.prefix(60)) }
                break
            }
            name = next
        }
        return name.isEmpty ? "item" : name
    }
}
