import ForteCatalog
import ForteHarvest
import ForteIndex
import ForteNetwork
import ForteShare
import ForteSync

/// An error as a command reports it: the index's, the sync's, the harvest's, the mail settings' and a picture rule's in
/// the command line's words (with the command to run or the option to use), any other as it describes itself.
func commandLineDescription(of error: any Error) -> String {
    switch error {
    case let error as IndexError: error.commandLineDescription
    case let error as SyncLockError: error.commandLineDescription
    case let error as DemoKeptApart: error.commandLineDescription
    case let error as HarvestError: error.commandLineDescription
    case let error as HTTPError: error.commandLineDescription
    case let error as MailSettingsError: error.commandLineDescription
    case let error as CoverTemplateError: error.commandLineDescription
    default: "\(error)"
    }
}
