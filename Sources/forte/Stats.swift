import ArgumentParser

struct Stats: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "stats", abstract: "(not built yet)")

    @OptionGroup var index: IndexOptions

    func run() async throws {
        throw ValidationError("forte stats is not built yet")
    }
}
