import Foundation
import Testing

@testable import ForteTerminal

/// The file of places browse keeps: what it does with one it cannot read, and with browses that close together.
@Suite struct BrowsePlacesTests {
    let directory = NSTemporaryDirectory() + "forte-places-\(UUID().uuidString)/forte"
    var path: String { directory + "/browse.json" }
    let place = BrowsePlace(shelf: .all, composer: "Ann Able", identifier: "item:4")
    let unkept = "); where you leave browse will not be kept"

    init() throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    private func remove() {
        try? FileManager.default.removeItem(atPath: (directory as NSString).deletingLastPathComponent)
    }

    private func text(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func aDamagedFileIsSetAsideBesideOneSetAsideBeforeAndBegunAnew() throws {
        defer { remove() }
        let damaged = "{\"places\": {\"/other/index.sqlite\": {\"shelf\": \"new\", "
        try damaged.write(toFile: path, atomically: true, encoding: .utf8)
        try "set aside before".write(toFile: path + ".corrupt", atomically: true, encoding: .utf8)

        let places = BrowsePlaces(path: path)
        #expect(places.notice == "Saved places could not be read: kept as \(path).corrupt.2, begun anew")
        #expect(text(path + ".corrupt") == "set aside before")
        #expect(text(path + ".corrupt.2") == damaged)
        #expect(places.place(forIndex: "/other/index.sqlite") == nil)

        places.save(place, forIndex: "/data/index.sqlite")
        #expect(BrowsePlaces(path: path).notice == nil)
        #expect(places.place(forIndex: "/data/index.sqlite") == place)
        #expect(text(path + ".corrupt.2") == damaged)
    }

    @Test func aFileThatIsNotAFileIsNeitherWaitedForNorWrittenOver() throws {
        defer { remove() }
        #expect(mkfifo(path, 0o600) == 0)
        let places = BrowsePlaces(path: path)
        #expect(places.notice == "Saved places cannot be read (not a file: \(path)" + unkept)
        #expect(places.place(forIndex: "/data/index.sqlite") == nil)
        places.save(place, forIndex: "/data/index.sqlite")
        var status = stat()
        #expect(lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
    }

    @Test(.enabled(if: getuid() != 0, "root reads through file permissions"))
    func aFileThatCannotBeReadIsNotWrittenOver() throws {
        defer { remove() }
        let kept = "{\"places\": {\"/other/index.sqlite\": {\"shelf\": \"new\"}}}"
        try kept.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(chmod(path, 0) == 0)
        let places = BrowsePlaces(path: path)
        #expect(places.notice == "Saved places cannot be read (Permission denied: \(path)" + unkept)
        places.save(place, forIndex: "/data/index.sqlite")
        #expect(chmod(path, 0o600) == 0)
        #expect(text(path) == kept)
    }

    @Test func browsesClosingTogetherKeepEachOthersPlaces() throws {
        defer { remove() }
        let path = path, place = place
        DispatchQueue.concurrentPerform(iterations: 24) { number in
            BrowsePlaces(path: path).save(place, forIndex: "/data/\(number).sqlite")
        }
        let places = BrowsePlaces(path: path)
        #expect(places.notice == nil)
        #expect((0..<24).filter { places.place(forIndex: "/data/\($0).sqlite") != place } == [])
    }
}
