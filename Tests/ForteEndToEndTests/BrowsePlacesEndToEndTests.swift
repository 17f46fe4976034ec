import Foundation
import Testing

/// Where browse was left, kept in `$XDG_STATE_HOME/forte/browse.json`, when that file is damaged: said on the first
/// screen, set aside rather than lost, and begun anew.
@Suite(.enabled(if: BrowseTmux.isAvailable, "tmux is not installed (run tools/install-deps)"))
struct BrowsePlacesEndToEndTests {
    @Test func aDamagedFileOfPlacesIsSaidSetAsideAndBegunAnew() throws {
        let sample = try SampleIndex(count: 100)
        defer { sample.remove() }
        let state = NSTemporaryDirectory() + "forte-e2e-places-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: state) }
        let places = state + "/forte/browse.json"
        try FileManager.default.createDirectory(atPath: state + "/forte", withIntermediateDirectories: true)
        let damaged = "{\"places\": {\"/elsewhere/index.sqlite\": "
        try damaged.write(toFile: places, atomically: true, encoding: .utf8)

        let script = BrowseEndToEndTests.script(sample)
        let first = try BrowseTmux(width: 160, shell: script, environment: ["XDG_STATE_HOME": state])
        let notice = "Saved places could not be read: kept as \(places).corrupt, begun anew"
        #expect(first.waitFor(notice), "\(first.screen)")
        try first.send("Right")
        #expect(first.waitFor("Item 2 of 100"))
        try first.send("q")
        #expect(first.waitFor("EXITED 0"))
        #expect(try String(contentsOfFile: places + ".corrupt", encoding: .utf8) == damaged)

        // Begun anew: the place this browse left is kept, and found by the next, which has nothing to say.
        let second = try BrowseTmux(width: 160, shell: script, environment: ["XDG_STATE_HOME": state])
        #expect(second.waitFor("Item 2 of 100"), "\(second.screen)")
        #expect(!second.screen.contains("Saved places"))
    }
}
