import ArgumentParser
import ForteText
import Foundation

/// A failure a command reports as one line, `forte: <message>`, with a non-zero exit code.
struct CommandFailure: Error, CustomStringConvertible {
    var description: String
    var exitCode: Int32

    init(_ description: String, exitCode: Int32 = ExitStatus.failed) {
        self.description = description
        self.exitCode = exitCode
    }
}

/// Prints `forte: <message>` on standard error, the message made safe for a terminal: repositories
/// put their own text into errors.
func reportError(_ message: String) {
    writeToStandardError("forte: \(VisibleText.escaping(message))\n")
}

/// Prints a note about a command's output on standard error, made safe for a terminal: standard output stays the
/// items alone, for programs.
func reportNote(_ message: String) {
    writeToStandardError(VisibleText.escaping(message) + "\n")
}

/// Standard error is where failures are told: when it cannot be written (a full disk, `2>/dev/full`), the exit code
/// still tells, where `FileHandle.write(_:)` would end the process.
func writeToStandardError(_ text: String) {
    try? FileHandle.standardError.write(contentsOf: Data(text.utf8))
}

/// Runs a command body, turning any error (a repository's, the index's, a file's, standard output's) into one
/// escaped line and an exit code.
func reportingFailures(_ body: () throws -> Void) throws {
    do {
        try body()
        // The last of the output may still wait in the buffer: a write that fails now fails the command.
        try StandardOutput.flush()
    } catch let failure as CommandFailure {
        reportError(failure.description)
        throw ExitCode(failure.exitCode)
    } catch let exit as ExitCode {
        throw exit
    } catch {
        reportError(commandLineDescription(of: error))
        throw ExitCode(ExitStatus.of(error))
    }
}
