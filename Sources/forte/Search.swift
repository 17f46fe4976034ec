import ArgumentParser

struct Search: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "search", abstract: "(not built yet)")

    @OptionGroup var index: IndexOptions

    func run() async throws {
        throw ValidationError("forte search is not built yet")
    }
}
