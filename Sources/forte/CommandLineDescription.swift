import ForteCatalog
import ForteHarvest
import ForteIndex
import ForteNetwork
import ForteShare
import ForteSync
import ForteTerminalKit

/// An error as a command reports it: the index's, the sync's, the harvest's, the mail settings', a picture rule's and
/// the terminal's in the command line's words (with the command to run or the option to use), any other as it
/// describes itself.
func commandLineDescription(of error: any Error) -> String {
    switch error {
    case let error as IndexError: error.commandLineDescription
    case let error as SyncLockError: error.commandLineDescription
    case let error as DemoKeptApart: error.commandLineDescription
    case let error as HarvestError: error.commandLineDescription
    case let error as HTTPError: error.commandLineDescription
    case let error as MailSettingsError: error.commandLineDescription
    case let error as CoverTemplateError: error.commandLineDescription
    // With the command that needs no terminal.
    case is TTY.NotATerminal: "forte browse needs a terminal; try forte list"
    default: "\(error)"
    }
}
