import ArgumentParser

struct Sources: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "sources", abstract: "(not built yet)")

    @OptionGroup var index: IndexOptions

    func run() async throws {
        throw ValidationError("forte sources is not built yet")
    }
}
