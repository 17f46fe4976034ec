/// `forte --index PATH list`: an `--index` before the command is the command's. swift-argument-parser would hand it,
/// and the command's name with it, to browse (the default command), so it is moved after the command's words (before
/// a `--`, after which every word is an argument).
enum IndexBeforeCommand {
    static func moved(_ arguments: [String]) -> [String] {
        var leading = 0
        while leading < arguments.count {
            if arguments[leading] == "--index", leading + 1 < arguments.count {
                leading += 2
            } else if arguments[leading].hasPrefix("--index=") {
                leading += 1
            } else {
                break
            }
        }
        guard leading > 0, leading < arguments.count, !arguments[leading].hasPrefix("-") else { return arguments }
        let rest = arguments[leading...]
        let end = rest.firstIndex(of: "--") ?? rest.endIndex
        return Array(rest[..<end] + arguments[..<leading] + rest[end...])
    }
}
