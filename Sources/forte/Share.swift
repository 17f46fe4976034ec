import ArgumentParser
import ForteCatalog
import ForteIndex
import ForteShare
import ForteText
import Foundation

struct Share: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "share",
        abstract: "Write an email about items: plain text, an RFC 5322 message, or a mailto: URI; or send it.",
        discussion: "Several items (or --favourites) make one email listing them all. "
            + "An eml message goes as is to a mail client or `sendmail -t`; --send sends it through your SMTP server "
            + "(settings: --smtp, FORTE_SMTP, FORTE_MAIL_FROM, FORTE_SMTP_CA and $XDG_CONFIG_HOME/forte/mail.conf; "
            + "see the README). Exit status with --send: 0 sent, 1 refused by the server (its reason is shown) "
            + "or another failure, 64 bad settings or a bad address, 75 the server or the network said not now "
            + "(try again later)."
    )

    @OptionGroup var index: IndexOptions

    @Argument(
        help: ArgumentHelp(
            "The items to share: their OAI identifiers, or short forms unambiguous in the index (a tail after : / . or -, such as an0001810; or its number, 1810).",
            valueName: "id"))
    var identifiers: [String] = []

    @Option(help: "How to write the email (default: text; --send sends eml).")
    var format: ShareFormat?

    @Option(help: ArgumentHelp("The recipient, for eml, mailto and --send.", valueName: "address"))
    var to: String?

    @Option(
        help: ArgumentHelp(
            """
            The sender, for eml (default: $EMAIL, else a placeholder) and --send (default: $FORTE_MAIL_FROM, else \
            from in mail.conf, else $EMAIL).
            """, valueName: "address"))
    var from: String?

    @Flag(help: "Send the eml message to --to through your SMTP server.")
    var send = false

    @OptionGroup var mail: MailOptions

    @Flag(help: "Share your favourites too.")
    var favourites = false

    func validate() throws {
        if identifiers.isEmpty && !favourites {
            throw ValidationError("give the identifiers of the items to share, or --favourites")
        }
        if send && to == nil { throw ValidationError("--send needs --to ADDRESS") }
        if send, let format, format != .eml {
            throw ValidationError("--send sends the eml message; leave out --format \(format)")
        }
        if !send && mail.smtp != nil { throw ValidationError("--smtp is for --send") }
    }

    /// `--from`, else `$EMAIL`; nil leaves the placeholder sender.
    private var sender: String? {
        from ?? ProcessInfo.processInfo.environment["EMAIL"].flatMap { $0.isEmpty ? nil : $0 }
    }

    func run() throws {
        try reportingFailures(writeEmail)
    }

    private func writeEmail() throws {
        let settings = try send ? mail.settings(from: from) : nil
        let sender = settings?.from ?? self.sender
        // The addresses are checked as the message writes them, before the index is opened, for every format.
        do {
            _ = try ForteShare.Share(items: [], from: sender, to: to).eml()
        } catch {
            throw CommandFailure("\(error)", exitCode: ExitStatus.usage)
        }
        let items = try sharedItems()
        let share = ForteShare.Share(items: items, from: sender, to: to)
        if let settings {
            try StandardOutput.print("sent to \(try share.send(through: settings.smtp).joined(separator: ", "))")
            return
        }
        switch format ?? .text {
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
                reportError(
                    "warning: the mailto: URI is \(uri.utf8.count) bytes, and mail programs may cut one over \(limit) "
                        + "(share fewer items, or use --format eml)")
            }
        }
    }

    /// The items named, and the favourites with --favourites, each once.
    private func sharedItems() throws -> [Item] {
        let catalog = try openIndex(for: index)
        var wanted = identifiers
        if favourites {
            let shelf = CatalogFilter(shelf: .favourites)
            let favourites = try catalog.summaries(shelf, offset: 0, limit: try catalog.count(shelf))
            if favourites.isEmpty && identifiers.isEmpty {
                throw CommandFailure("there are no favourites to share yet")
            }
            wanted += favourites.map(\.identifier)
        }
        var items: [Item] = []
        for id in wanted {
            let item = try catalog.item(named: id)
            if !items.contains(where: { $0.identifier == item.identifier }) { items.append(item) }
        }
        return items
    }
}

extension ShareFormat: ExpressibleByArgument {}
