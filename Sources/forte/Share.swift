import ArgumentParser

struct Share: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "share", abstract: "(not built yet)")

    @OptionGroup var index: IndexOptions

    func run() async throws {
        throw ValidationError("forte share is not built yet")
    }
}
