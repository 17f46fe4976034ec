import ArgumentParser

struct Browse: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "browse", abstract: "(not built yet)")

    @OptionGroup var index: IndexOptions

    func run() async throws {
        throw ValidationError("forte browse is not built yet")
    }
}
