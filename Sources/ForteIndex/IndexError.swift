/// Why the index could not be opened, read or written. Each description is one line that says, in the
/// index's words, what happened and what can be done to the file; none of these cases touch the file. The
/// executable words them for its command line (which command to run, which option to use).
public enum IndexError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No index at the path and the caller did not ask to create one.
    case missing(path: String)
    /// The file is not an SQLite database, or one that forte did not write.
    case notAnIndex(path: String)
    /// A FIFO, a socket or a device: nothing forte can read as an index, and opening a FIFO would never end.
    case notAFile(path: String)
    /// A symbolic link to nothing: opening it would create a file wherever it points.
    case danglingLink(path: String, target: String)
    /// An SQLite database that is damaged or truncated.
    case corrupt(path: String)
    /// Written by a newer forte: its schema has migrations this one does not know.
    case newerSchema(path: String)
    /// The file cannot be read (permissions).
    case unreadable(path: String)
    /// The directory or the file cannot be written (permissions, read-only file system).
    case unwritable(path: String)
    /// The disk (or the file system's quota) is full.
    case diskFull(path: String)
    /// The directory for temporary files (`TMPDIR`) cannot be written: building the lists keeps files there.
    case temporaryUnwritable(directory: String)
    /// Another process held the index for longer than the busy timeout.
    case busy(path: String)
    /// No item with this OAI identifier.
    case unknownItem(identifier: String)
    /// No watch of this name (`forte watch list` names them).
    case unknownWatch(name: String)
    /// A watch of this name exists already.
    case duplicateWatch(name: String)
    /// Any other SQLite failure, with SQLite's own message.
    case failed(path: String, message: String)

    public var description: String {
        switch self {
        case .missing(let path):
            "no index at \(path)"
        case .notAnIndex(let path):
            "\(path) is not a forte index; it was left untouched"
        case .notAFile(let path):
            "\(path) is not a regular file; it was left untouched"
        case .danglingLink(let path, let target):
            "\(path) is a symbolic link to \(target), which does not exist; nothing was created "
                + "(point the link at an index)"
        case .corrupt(let path):
            "\(path) is damaged or truncated; it was left untouched (move it aside to build it again)"
        case .newerSchema(let path):
            "\(path) was written by a newer forte; it was left untouched (upgrade forte to use it)"
        case .unreadable(let path):
            "cannot read \(path) (check its permissions)"
        case .unwritable(let path):
            "cannot write \(path) (check the permissions of the file and its directory)"
        case .diskFull(let path):
            "no space left to write \(path); nothing was changed (free some disk space and try again)"
        case .temporaryUnwritable(let directory):
            "cannot write the files that building the lists keeps in \(directory); the lists were left as they were "
                + "(set TMPDIR to a directory forte may write)"
        case .busy(let path):
            "\(path) is busy: another forte is writing it (try again when it is done)"
        case .unknownItem(let identifier):
            "no item \(identifier) in the index"
        case .unknownWatch(let name):
            "no watch named \(name)"
        case .duplicateWatch(let name):
            "a watch named \(name) exists already"
        case .failed(let path, let message):
            "cannot use \(path): \(message)"
        }
    }
}
