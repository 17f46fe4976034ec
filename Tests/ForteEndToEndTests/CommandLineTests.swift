import Foundation
import Testing

/// What forte says to what a person mistypes (issue 26): each mistake named as such, with what to do.
@Suite struct CommandLineTests {
    @Test func anUnknownCommandIsNamedWithTheNearestOne() throws {
        let outcome = try ForteProcess.run(["lst"])
        #expect(outcome.status == 64)
        #expect(outcome.errors == "forte: no command 'lst' (did you mean list?)\n")
        #expect(outcome.output.isEmpty)
    }

    @Test func anUnknownCommandFarFromAnyIsNamedAlone() throws {
        let outcome = try ForteProcess.run(["xyzzy", "--json"])
        #expect(outcome.status == 64)
        #expect(outcome.errors == "forte: no command 'xyzzy' (forte --help lists them)\n")
    }

    /// A mistyped subcommand is named as a top-level one is (issue 46), not taken as words its group did not expect.
    @Test(arguments: [
        (["fav", "ad", "1810"], "no command 'fav ad' (did you mean fav add?)"),
        (["covers", "fetc"], "no command 'covers fetc' (did you mean covers fetch?)"),
        (["sources", "frob", "x"], "no command 'sources frob' (forte sources --help lists them)"),
    ])
    func anUnknownSubcommandIsNamedWithTheNearestOne(arguments: [String], error: String) throws {
        let outcome = try ForteProcess.run(arguments)
        #expect(outcome.status == 64)
        #expect(outcome.errors == "forte: \(error)\n")
        #expect(outcome.output.isEmpty)
    }

    /// An option no command takes, with no command named, is named alone: not with browse's usage (issue 46).
    @Test(arguments: [["-v"], ["--index", "/nowhere/index.sqlite", "-v"]])
    func anUnknownOptionAloneIsNamed(arguments: [String]) throws {
        let outcome = try ForteProcess.run(arguments)
        #expect(outcome.status == 64)
        #expect(
            outcome.errors
                == "forte: unknown option '-v' (forte --help lists the commands, forte browse --help the options forte "
                + "takes alone)\n")
    }

    /// `--index` before the command is the command's (issue 46): it was handed to browse, with the command as an argument.
    @Test func theIndexMayComeBeforeTheCommand() throws {
        let index = try IndexUnderTest()
        defer { index.remove() }
        try FileManager.default.copyItem(atPath: CommandsEndToEndTests.bundled.path, toPath: index.path)
        let list = try ForteProcess.run(["--index", index.path, "list", "--limit", "2"])
        #expect(list.status == 0, "\(list.errors)")
        #expect(list.output.split(separator: "\n").count == 2)
        let stats = try ForteProcess.run(["--index=\(index.path)", "stats", "--json"])
        #expect(stats.status == 0 && stats.output.contains(#""items":5890"#), "\(stats.errors)")
        let search = try ForteProcess.run(["--index", index.path, "search", "--", "-waltz", "--index"])
        #expect(search.status == 0, "\(search.errors)")
        let removed = try ForteProcess.run(["--index", index.path, "sources", "rm", "bundled"])
        #expect(removed.output == "removed bundled and its 5890 items\n", "\(removed.errors)")
    }

    @Test(arguments: [["list", "--limit", "-1"], ["list", "--limit", "0"], ["search", "waltz", "--limit", "-1"]])
    func aLimitMustBePositive(arguments: [String]) throws {
        let outcome = try ForteProcess.run(arguments + ["--index", CommandsEndToEndTests.bundled.path])
        #expect(outcome.status == 64)
        #expect(
            outcome.errors == "forte: --limit must be positive, not \(arguments.last!) (--help lists the options)\n",
            "\(outcome.errors)")
    }

    @Test(arguments: [[""], ["  ", ""]])
    func searchingForNothingIsAUsageError(words: [String]) throws {
        let outcome = try ForteProcess.run(["search"] + words + ["--index", CommandsEndToEndTests.bundled.path])
        #expect(outcome.status == 64)
        #expect(
            outcome.errors == "forte: search needs a word to find (--help lists the options)\n", "\(outcome.errors)")
        #expect(outcome.output.isEmpty)
    }

    @Test(arguments: [
        "1810", "an0001810", "mus-an0001810", "nla.mus-an0001810", "oai:catalogue.forte.example:nla.mus-an0001810",
    ])
    func showTakesAnUnambiguousShortIdentifier(id: String) throws {
        let outcome = try ForteProcess.run(["show", id, "--json", "--index", CommandsEndToEndTests.bundled.path])
        #expect(outcome.status == 0, "\(outcome.errors)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any])
        #expect(object["id"] as? String == "oai:catalogue.forte.example:nla.mus-an0001810")
    }

    @Test func favouritesTakeShortIdentifiersAndChangeNothingForAnUnknownOne() throws {
        let index = try IndexUnderTest()
        defer { index.remove() }
        try FileManager.default.copyItem(atPath: CommandsEndToEndTests.bundled.path, toPath: index.path)
        let identifier = "oai:catalogue.forte.example:nla.mus-an0001810"
        func favourites() throws -> String { try ForteProcess.run(["fav", "list", "--index", index.path]).output }
        let mistyped = try ForteProcess.run(["fav", "add", "1810", "99999999", "--index", index.path])
        #expect(mistyped.status == 1)
        #expect(mistyped.errors.hasPrefix("forte: ") && mistyped.errors.contains("99999999"), "\(mistyped.errors)")
        #expect(try !favourites().contains(identifier))
        #expect(try ForteProcess.run(["fav", "add", "1810", "--index", index.path]).status == 0)
        #expect(try favourites().contains(identifier))
        #expect(try ForteProcess.run(["fav", "remove", "nla.mus-an0001810", "--index", index.path]).status == 0)
        #expect(try !favourites().contains(identifier))
    }

    @Test func shareTakesShortIdentifiersAndSharesAnItemOnce() throws {
        let path = CommandsEndToEndTests.bundled.path
        let whole = try ForteProcess.run(["share", "oai:catalogue.forte.example:nla.mus-an0001810", "--index", path])
        #expect(whole.status == 0)
        let short = try ForteProcess.run([
            "share", "1810", "oai:catalogue.forte.example:nla.mus-an0001810", "--index", path,
        ])
        #expect(short.status == 0, "\(short.errors)")
        #expect(short.output == whole.output)
    }

    @Test func anIdentifierNoItemHasIsStillUnknown() throws {
        let outcome = try ForteProcess.run(["show", "99999999", "--index", CommandsEndToEndTests.bundled.path])
        #expect(outcome.status == 1)
        #expect(outcome.errors.hasPrefix("forte: ") && outcome.errors.filter { $0 == "\n" }.count == 1)
    }

    /// How covers are drawn: a value `--images` or `FORTE_IMAGES` does not take is named, before any terminal is needed.
    @Test func aWayOfDrawingCoversForteDoesNotKnowIsAUsageError() throws {
        let option = try ForteProcess.run([
            "browse", "--images", "ascii", "--index", CommandsEndToEndTests.bundled.path,
        ])
        #expect(option.status == 64)
        #expect(option.errors.contains("'ascii'") && option.errors.contains("--images"), "\(option.errors)")
        let variable = try ForteProcess.run(
            ["browse", "--index", CommandsEndToEndTests.bundled.path], environment: ["FORTE_IMAGES": "ascii"])
        #expect(variable.status == 64)
        #expect(variable.errors == "forte: FORTE_IMAGES takes auto, none, kitty, sixel, iterm, symbols, not ascii\n")
        // The option wins over the variable.
        let chosen = try ForteProcess.run(
            ["browse", "--images", "none", "--index", CommandsEndToEndTests.bundled.path],
            environment: ["FORTE_IMAGES": "ascii"])
        #expect(chosen.errors == "forte: browse needs a terminal; try forte list\n")
    }

    @Test func versionNamesTheLibrariesForteRunsWith() throws {
        let outcome = try ForteProcess.run(["--version"])
        #expect(outcome.status == 0)
        let lines = outcome.output.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.first?.wholeMatch(of: /forte \d+\.\d+\.\d+/) != nil, "\(outcome.output)")
        #expect(
            lines.last?.wholeMatch(of: /libcurl \d+\.\d+\.\d+, libxml2 \d+\.\d+\.\d+, SQLite \d+\.\d+\.\d+/) != nil,
            "\(outcome.output)")
    }
}
