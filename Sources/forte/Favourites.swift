import ArgumentParser

struct Favourites: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "fav", abstract: "(not built yet)")

    @OptionGroup var index: IndexOptions

    func run() async throws {
        throw ValidationError("forte fav is not built yet")
    }
}
