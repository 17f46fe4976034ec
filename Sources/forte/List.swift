import ArgumentParser

struct List: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "(not built yet)")

    @OptionGroup var index: IndexOptions

    func run() async throws {
        throw ValidationError("forte list is not built yet")
    }
}
