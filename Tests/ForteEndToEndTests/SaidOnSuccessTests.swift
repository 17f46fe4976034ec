import Foundation
import Testing

/// A command that changes the index says what it did, in one line on standard output, and a listing of an empty index
/// says it is empty (issue 46): silence looked like nothing happened.
@Suite struct SaidOnSuccessTests {
    @Test func changesAreSaidInOneLine() throws {
        let index = try IndexUnderTest()
        defer { index.remove() }
        try FileManager.default.copyItem(atPath: CommandsEndToEndTests.bundled.path, toPath: index.path)
        func said(_ arguments: [String]) throws -> String {
            let outcome = try ForteProcess.run(arguments + ["--index", index.path])
            #expect(outcome.status == 0, "\(arguments): \(outcome.errors)")
            #expect(outcome.errors.isEmpty, "\(arguments): \(outcome.errors)")
            return outcome.output
        }
        let id = "oai:catalogue.forte.example:nla.mus-an0001810"
        #expect(try said(["fav", "add", "1810"]) == "added \(id) to the favourites\n")
        #expect(
            try said(["fav", "add", "1811", "1810", "oai:catalogue.forte.example:nla.mus-an0001811"])
                == "added 2 items to the favourites\n")
        #expect(try said(["fav", "remove", "nla.mus-an0001810"]) == "removed \(id) from the favourites\n")
        #expect(
            try said(["sources", "set", "bundled", "--thumbnail", "{link}-t", "--pages", "{link}-s{n}"])
                == "bundled: pictures from thumbnail {link}-t, pages {link}-s{n}\n")
        #expect(
            try said(["sources", "set", "bundled", "--thumbnail", "", "--pages", ""]) == "bundled: no picture rules\n")
        #expect(try said(["sources", "remove", "bundled"]) == "removed bundled and its 5890 items\n")
    }

    @Test func anEmptyIndexIsSaidToBeEmpty() throws {
        let index = try IndexUnderTest()
        defer { index.remove() }
        try FileManager.default.copyItem(atPath: CommandsEndToEndTests.bundled.path, toPath: index.path)
        #expect(try ForteProcess.run(["sources", "remove", "bundled", "--index", index.path]).status == 0)
        let sources = try ForteProcess.run(["sources", "--index", index.path])
        #expect(sources.status == 0)
        #expect(sources.output == "no sources: the index is empty (forte sync URL adds one)\n")
        // A listing's standard output stays the items alone, for programs: the note goes to standard error.
        for arguments in [["list"], ["list", "--json"], ["list", "--composers"]] {
            let list = try ForteProcess.run(arguments + ["--index", index.path])
            #expect(list.status == 0)
            #expect(list.output.isEmpty)
            #expect(list.errors == "the index is empty (forte sync URL loads a catalog)\n", "\(arguments)")
        }
    }
}
