import Foundation

/// Where the index is, and whether the person chose it (`--index`, `FORTE_INDEX`) or forte did: only
/// forte's own default is made from the demo catalog when missing, so a mistyped path is an error.
struct IndexLocation: Equatable {
    var path: String
    var isDefault: Bool

    init(explicit: String?, environment: [String: String]) {
        if let explicit {
            self.init(path: explicit, isDefault: false)
        } else if let path = environment["FORTE_INDEX"], !path.isEmpty {
            self.init(path: path, isDefault: false)
        } else {
            self.init(
                path: xdgDirectory("XDG_DATA_HOME", else: ".local/share", in: environment) + "/forte/index.sqlite",
                isDefault: true)
        }
    }

    init(path: String, isDefault: Bool) {
        self.path = path
        self.isDefault = isDefault
    }

    /// Whether anything is at the path; a link to nothing counts, so the index reports it as such.
    var exists: Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }
}
