import ArgumentParser

struct Identify: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "identify", abstract: "(not built yet)")

    @OptionGroup var index: IndexOptions

    func run() async throws {
        throw ValidationError("forte identify is not built yet")
    }
}
