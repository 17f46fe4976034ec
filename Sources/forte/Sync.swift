import ArgumentParser

struct Sync: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "sync", abstract: "(not built yet)")

    @OptionGroup var index: IndexOptions

    func run() async throws {
        throw ValidationError("forte sync is not built yet")
    }
}
