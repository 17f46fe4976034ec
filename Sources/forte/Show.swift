import ArgumentParser

struct Show: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "(not built yet)")

    @OptionGroup var index: IndexOptions

    func run() async throws {
        throw ValidationError("forte show is not built yet")
    }
}
