import ArgumentParser

struct Export: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "export", abstract: "(not built yet)")

    @OptionGroup var index: IndexOptions

    func run() async throws {
        throw ValidationError("forte export is not built yet")
    }
}
