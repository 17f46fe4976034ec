import Foundation
import Testing

/// Where the default index lives, by the XDG Base Directory spec (issue 26): `$XDG_DATA_HOME`, else
/// `$HOME/.local/share`, never the password file's home while `HOME` says otherwise.
@Suite struct DataHomeTests {
    @Test func withoutXDGDataHomeTheIndexIsUnderHome() throws {
        let home = try IndexUnderTest()
        defer { home.remove() }
        let outcome = try ForteProcess.run(
            ["stats"], environment: ["HOME": home.directory, "XDG_DATA_HOME": "", "FORTE_INDEX": ""])
        #expect(outcome.status == 0, "\(outcome.errors)")
        #expect(FileManager.default.fileExists(atPath: home.directory + "/.local/share/forte/index.sqlite"))
    }

    @Test func aRelativeXDGDataHomeIsIgnored() throws {
        let home = try IndexUnderTest()
        defer { home.remove() }
        let outcome = try ForteProcess.run(
            ["stats"], in: home.directory,
            environment: ["HOME": home.directory, "XDG_DATA_HOME": "relative", "FORTE_INDEX": ""])
        #expect(outcome.status == 0, "\(outcome.errors)")
        #expect(FileManager.default.fileExists(atPath: home.directory + "/.local/share/forte/index.sqlite"))
        #expect(!FileManager.default.fileExists(atPath: home.directory + "/relative"))
    }

    @Test func xdgDataHomeComesFirst() throws {
        let home = try IndexUnderTest()
        defer { home.remove() }
        let outcome = try DemoIndex.firstRun(in: home.directory + "/data", environment: ["HOME": home.directory])
        #expect(outcome.status == 0, "\(outcome.errors)")
        #expect(FileManager.default.fileExists(atPath: home.directory + "/data/forte/index.sqlite"))
        #expect(!FileManager.default.fileExists(atPath: home.directory + "/.local"))
    }
}
