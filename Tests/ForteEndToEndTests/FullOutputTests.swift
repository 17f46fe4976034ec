import Foundation
import Testing

/// Commands whose standard output cannot be written (`> /dev/full`: a full disk, as a backup script meets one) fail
/// with one line and a non-zero exit, whether the first write fails or only the last flush (issue 47).
@Suite struct FullOutputTests {
    static let commands: [[String]] = [
        ["export"], ["export", "--format", "csv"], ["export", "--format", "xml"],
        ["list"], ["list", "--json"], ["list", "--composers"], ["list", "--composers", "--json"],
        ["search", "waltz"], ["search", "waltz", "--json"],
        ["show", "1810"], ["show", "1810", "--json"],
        ["stats"], ["stats", "--json"], ["sources"],
        ["share", "1810"], ["share", "1810", "--format", "eml"], ["share", "1810", "--format", "mailto"],
    ]

    @Test(arguments: commands) func aFullStandardOutputIsAnError(_ command: [String]) throws {
        let index = try DemoIndex.copy()
        defer { try? FileManager.default.removeItem(atPath: (index as NSString).deletingLastPathComponent) }
        let outcome = try ForteProcess.run(command + ["--index", index], files: [1: "/dev/full"])
        #expect(outcome.reason == .exit)
        #expect(outcome.status == 1)
        // Last: a note (`stopped at 50 of 518 results`) may come before the output fails.
        #expect(
            outcome.errors.split(separator: "\n").last
                == "forte: cannot write to standard output: No space left on device")
    }

    @Test func aFullStandardErrorLeavesTheExitCodeToTell() throws {
        let index = try DemoIndex.copy()
        defer { try? FileManager.default.removeItem(atPath: (index as NSString).deletingLastPathComponent) }
        let outcome = try ForteProcess.run(["show", "no-such-item", "--index", index], files: [2: "/dev/full"])
        #expect(outcome.reason == .exit)
        #expect(outcome.status == 1)
    }
}
