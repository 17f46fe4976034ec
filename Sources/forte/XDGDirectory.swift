import Foundation

/// An XDG base directory as the XDG Base Directory spec defines it: `variable` when it holds an absolute
/// path (a relative one is ignored), else `fallback` under `$HOME`; the password file's home only when
/// `HOME` is unset.
func xdgDirectory(_ variable: String, else fallback: String, in environment: [String: String]) -> String {
    if let value = environment[variable], value.hasPrefix("/") { return value }
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
    return home + "/" + fallback
}
