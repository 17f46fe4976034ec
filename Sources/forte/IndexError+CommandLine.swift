import ForteIndex

extension IndexError {
    /// The index's words for the command line: with the command to run or the option to use.
    var commandLineDescription: String {
        switch self {
        case .missing(let path):
            "no index at \(path) (run forte sync first)"
        case .notAnIndex(let path):
            "\(path) is not a forte index; it was left untouched (use --index to choose another file)"
        case .notAFile(let path):
            "\(path) is not a regular file; it was left untouched (use --index to choose another file)"
        case .danglingLink(let path, let target):
            "\(path) is a symbolic link to \(target), which does not exist; nothing was created "
                + "(point the link at an index, or use --index to choose another file)"
        case .corrupt(let path):
            "\(path) is damaged or truncated; it was left untouched (move it aside and run forte sync to rebuild)"
        case .unknownItem(let identifier):
            "no item \(identifier) in the index (forte search finds identifiers)"
        case .unknownWatch(let name):
            "no watch named \(name) (forte watch list names them)"
        case .duplicateWatch(let name):
            "a watch named \(name) exists already (forte watch remove \(name) first, or choose another name)"
        case .newerSchema, .unreadable, .unwritable, .diskFull, .temporaryUnwritable, .busy, .failed:
            description
        }
    }
}
