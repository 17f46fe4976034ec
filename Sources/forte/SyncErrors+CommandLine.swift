import ForteSync

extension SyncLockError {
    /// The lock's words for the command line: with the option that waits for the other sync.
    var commandLineDescription: String {
        switch self {
        case .busy(let indexPath, let holder, let waited):
            "another forte sync is updating \(indexPath) (\(holder)waited \(waited) s; try again when it is done, "
                + "or pass --wait)"
        case .symbolicLink, .cannotCreate:
            description
        }
    }
}

extension DemoKeptApart {
    /// With the command that gives the demo catalog an index of its own.
    var commandLineDescription: String {
        "the demo catalog is kept apart from real records, and this index holds \(realSources.joined(separator: ", ")) "
            + "(forte sync bundled:demo --index PATH makes an index of its own for it)"
    }
}
