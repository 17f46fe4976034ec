import Foundation

/// `mail.conf` in forte's config directory: `key = value` lines, `#` comments. A file that holds a secret (a
/// password command) must be the user's alone: one others may read or change is refused.
struct MailConfigFile {
    static let keys: Set = ["smtp", "from", "to", "user", "password-command", "netrc", "ca", "timeout"]
    /// Keys whose values are secrets, or run as the user.
    static let secretKeys: Set = ["password-command"]

    let path: String
    private(set) var values: [String: String] = [:]

    /// The settings at `path`; none when there is no file.
    init(path: String) throws(MailSettingsError) {
        self.path = path
        guard FileManager.default.fileExists(atPath: path) else { return }
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { throw .unreadable(path) }
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = line.trimmingCharacters(in: .whitespaces.union(["\r"]))
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            guard let equals = line.firstIndex(of: "=") else { throw .badLine(path, line: number + 1) }
            let key = line[..<equals].trimmingCharacters(in: .whitespaces)
            let value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            guard Self.keys.contains(key) else { throw .unknownKey(path, line: number + 1, key: key) }
            guard !value.isEmpty else { throw .badLine(path, line: number + 1) }
            guard values[key] == nil else { throw .repeatedKey(path, line: number + 1, key: key) }
            values[key] = value
        }
        if let secret = Self.secretKeys.first(where: { values[$0] != nil }) {
            var status = stat()
            guard stat(path, &status) == 0 else { throw .unreadable(path) }
            if status.st_mode & 0o077 != 0 { throw .exposedSecret(path, key: secret) }
        }
    }

    subscript(key: String) -> String? { values[key] }
}
