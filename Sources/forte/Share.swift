import ArgumentParser
import ForteCatalog
import ForteIndex
import ForteShare
import ForteText
import Foundation

struct Share: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "share",
        abstract: "Write an email about items: plain text, an RFC 5322 message, or a mailto: URI.",
        discussion: "Several items (or --favourites) make one email listing them all. "
            + "An eml message goes as is to a mail client or `sendmail -t`."
    )

    @OptionGroup var index: IndexOptions

    @Argument(help: ArgumentHelp("The items to share: their OAI identifiers, or short forms unambiguous in the index (a tail after : / . or -, such as an0001810; or its number, 1810).",
                                  valueName: "id"))
    var identifiers: [String] = []

    @Option(help: "How to write the email.")
    var format: ShareFormat = .text

    @Option(help: ArgumentHelp("The recipient, for eml and mailto.", valueName: "address"))
    var to: String?

    @Option(help: ArgumentHelp("The sender, for eml (default: $EMAIL, else a placeholder).", valueName: "address"))
    var from: String?

    @Flag(help: "Share your favourites too.")
    var favourites = false

    func validate() throws {
        if identifiers.isEmpty && !favourites {
            throw ValidationError("give the identifiers of the items to share, or --favourites")
        }
    }

    /// `--from`, else `$EMAIL`; nil leaves the placeholder sender.
    private var sender: String? {
        from ?? ProcessInfo.processInfo.environment["EMAIL"].flatMap { $0.isEmpty ? nil : $0 }
    }

    func run() throws {
        try reportingFailures(writeEmail)
    }

    private func writeEmail() throws {
        // The addresses are checked as the message writes them, before the index is opened.
        do {
            _ = try ForteShare.Share(items: [], from: sender, to: to).eml()
        } catch {
            throw CommandFailure("\(error)", exitCode: ExitStatus.usage)
        }
        let catalog = try openIndex(for: index)
        var wanted = identifiers
        if favourites {
            let shelf = CatalogFilter(shelf: .favourites)
            let favourites = try catalog.summaries(shelf, offset: 0, limit: try catalog.count(shelf))
            if favourites.isEmpty && identifiers.isEmpty { throw CommandFailure("there are no favourites to share yet") }
            wanted += favourites.map(\.identifier)
        }
        var items: [Item] = []
        for id in wanted {
            let item = try catalog.item(named: id)
            if !items.contains(where: { $0.identifier == item.identifier }) { items.append(item) }
        }
        let share = ForteShare.Share(items: items, from: sender, to: to)
        switch format {
        case .text:
            // Share leaves no control character in catalog text; escaping each line keeps the terminal rule visible.
            for line in share.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
                try StandardOutput.print(VisibleText.escaping(String(line)))
            }
        case .eml: try StandardOutput.print(try share.eml(), terminator: "")
        case .mailto:
            let uri = try share.mailto()
            try StandardOutput.print(uri)
            let limit = ForteShare.Share.mailtoLengthTakenWhole
            if uri.utf8.count > limit {
                reportError("warning: the mailto: URI is \(uri.utf8.count) bytes, and mail programs may cut one over \(limit) "
                    + "(share fewer items, or use --format eml)")
            }
        }
    }
}

extension ShareFormat: ExpressibleByArgument {}
