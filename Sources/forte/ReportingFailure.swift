import ArgumentParser
import Foundation
import ForteIndex
import ForteTerminal

/// Runs a command's work. An index failure (missing or damaged file, unknown ID, full disk...) becomes
/// one line on stderr, `forte: …`, with any catalog text in it made visible, and exit status 1.
func reportingFailure(_ work: () throws -> Void) throws {
    do {
        try work()
    } catch let error as IndexError {
        FileHandle.standardError.write(Data("forte: \(VisibleText.escaping(error.description))\n".utf8))
        throw ExitCode.failure
    }
}
