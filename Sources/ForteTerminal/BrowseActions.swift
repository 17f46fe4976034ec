import ForteCatalog
import ForteShare
import ForteText
import Foundation

/// What `s` and `o` do outside the screen: write a share email to a file, open a web link.
public struct BrowseActions {
    /// Where share files go: the current directory.
    public var directory: String
    /// Whether a graphical session can open a browser (`$DISPLAY` or `$WAYLAND_DISPLAY`).
    public var hasDisplay: Bool
    /// Opens a URL in the browser, without waiting.
    public var launch: (String) -> Void

    public init(directory: String, hasDisplay: Bool, launch: @escaping (String) -> Void) {
        self.directory = directory
        self.hasDisplay = hasDisplay
        self.launch = launch
    }

    /// For the real terminal: the current directory, and `xdg-open` when there is a display.
    public static func forEnvironment(_ environment: [String: String]) -> BrowseActions {
        let hasDisplay = [environment["DISPLAY"], environment["WAYLAND_DISPLAY"]].contains { !($0 ?? "").isEmpty }
        return BrowseActions(directory: FileManager.default.currentDirectoryPath, hasDisplay: hasDisplay) { url in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["xdg-open", url]
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try? process.run()
        }
    }

    /// Writes the item's share text to `<title>.txt` (never over an existing file). Returns what to tell the person.
    func share(_ item: Item) -> String {
        let text = Share(items: [item]).text
        let base = Self.fileName(for: item.displayTitle)
        for attempt in 1...100 {
            let name = attempt == 1 ? "\(base).txt" : "\(base) (\(attempt)).txt"
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
            return "Saved the email to \(VisibleText.escaping(name))"
        }
        return "Could not save the email: 100 files named \(VisibleText.escaping(base)) already"
    }

    /// Opens the item's web link, or shows it when there is no display to open it on.
    func open(_ item: Item) -> String {
        guard let url = item.webLink else { return "This item has no web link" }
        guard hasDisplay else { return "Link: \(VisibleText.escaping(url))" }
        launch(url)
        return "Opening \(VisibleText.escaping(url))"
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
