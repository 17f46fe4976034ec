import ForteIndex
import ForteSync

/// An error as a command reports it: the index's and the sync's in the command line's words (with the command to run
/// or the option to use), any other as it describes itself.
func commandLineDescription(of error: any Error) -> String {
    switch error {
    case let error as IndexError: error.commandLineDescription
    case let error as SyncLockError: error.commandLineDescription
    case let error as DemoKeptApart: error.commandLineDescription
    default: "\(error)"
    }
}
