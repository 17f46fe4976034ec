import ArgumentParser
import ForteCatalog
import ForteExport
import ForteIndex
import ForteSearch
import ForteShare
import ForteText
import Foundation

struct News: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "news",
        abstract: "List the items syncs added since you last marked the news seen, the latest first.",
        discussion: """
            A source's first sync is where its news starts: the items it had then are not news. Withdrawn items are \
            left out. forte news --mark-seen marks everything listed so far seen. forte news --mail sends what no \
            digest has sent yet as one email (of a watch's news with --watch), through your SMTP server (settings as \
            for forte share --send; the recipient also from FORTE_MAIL_TO or to in mail.conf), and counts it sent \
            only once the server has taken it. Exit status with --mail: 0 sent or nothing new, 1 refused by the \
            server (its reason is shown), 64 bad settings, 75 the server or the network said not now (the next run \
            sends it).
            """
    )

    @OptionGroup var index: IndexOptions

    @Option(help: "Items that arrived from this day or moment on, seen or not.")
    var since: NewsDate?

    @Flag(help: "Items changed since, too, marked as changed.")
    var changed = false

    @Option(help: ArgumentHelp("Only the news a watch finds (forte watch list names them).", valueName: "name"))
    var watch: String?

    @Flag(help: "Mark the news seen: forte news and browse show only what arrives after now.")
    var markSeen = false

    @Flag(help: "One JSON object a line.")
    var json = false

    @Flag(help: "Send the news no digest has sent yet as one email, through your SMTP server.")
    var mail = false

    @Flag(help: "With --mail: when no SMTP server is set, send nothing and say nothing (for the sync job).")
    var ifConfigured = false

    @Option(
        help: ArgumentHelp(
            "The digest's recipient (default: $FORTE_MAIL_TO, else to in mail.conf).",
            valueName: "address"))
    var to: String?

    @Option(
        help: ArgumentHelp(
            "The digest's sender (default: $FORTE_MAIL_FROM, else from in mail.conf, else $EMAIL).",
            valueName: "address"))
    var from: String?

    @OptionGroup var mailOptions: MailOptions

    func validate() throws {
        if markSeen, since != nil || changed || watch != nil || json || mail {
            throw ValidationError("--mark-seen marks all news seen: it takes no other option")
        }
        if mail, since != nil || changed || json {
            throw ValidationError("--mail sends what no digest has sent yet: leave out --since, --changed and --json")
        }
        if !mail, ifConfigured || to != nil || from != nil || mailOptions.smtp != nil {
            throw ValidationError("--if-configured, --to, --from and --smtp are for --mail")
        }
    }

    func run() throws {
        try reportingFailures {
            if mail { return try mailDigest() }
            let catalog = try openIndex(for: index, toWrite: markSeen)
            if markSeen {
                let passed = try catalog.markNewsSeen()
                try StandardOutput.print(
                    passed == 1 ? "1 new item marked seen" : "\(passed.formatted()) new items marked seen")
                return
            }
            let news = try catalog.readingTogether {
                let plan = try watchPlan(in: catalog)
                let start: NewsStart = since.map { .date($0.date) } ?? .readerMark
                return try catalog.news(from: start, matching: plan, includingChanged: changed)
            }
            if news.items.isEmpty {
                let what = watch.map { "for the watch \($0) " } ?? ""
                let when = since == nil ? "since you last marked it seen" : "since then"
                reportNote("no news \(what)\(when)")
            } else if json {
                for item in news.items { try StandardOutput.print(NewsJSON.line(item)) }
            } else {
                let lines = SummaryOutput.table(news.items.map(\.summary))
                for (item, line) in zip(news.items, lines) {
                    try StandardOutput.print(
                        changed ? (item.change == .added ? "added    " : "changed  ") + line : line)
                }
            }
        }
    }

    /// Sends one digest of the news since the last digest (of the watch), and moves the digest's mark only once the
    /// server has taken it: a digest that failed is sent again, whole, by the next run.
    private func mailDigest() throws {
        guard let settings = try mailOptions.settingsIfServerSet(from: from, to: to) else {
            if ifConfigured { return }
            throw CommandFailure(MailSettingsError.noServer.commandLineDescription, exitCode: ExitStatus.usage)
        }
        guard let recipient = settings.to else {
            throw CommandFailure(
                "no recipient for the digest: give --to ADDRESS, FORTE_MAIL_TO or to in mail.conf",
                exitCode: ExitStatus.usage)
        }
        let catalog = try openIndex(for: index, toWrite: true)
        let (news, items) = try catalog.readingTogether {
            let plan = try watchPlan(in: catalog)
            let news = try catalog.news(from: .mailMark(watch: watch), matching: plan)
            return (news, try news.items.compactMap { try catalog.item($0.summary.identifier) })
        }
        guard !items.isEmpty else {
            return reportNote("no news to mail" + (watch.map { " for the watch \($0)" } ?? "") + ": nothing sent")
        }
        let sent = try Digest(items: items, watch: watch, from: settings.from, to: recipient).send(
            through: settings.smtp)
        try catalog.moveMailMark(watch: watch, to: news.through)
        let scores = items.count == 1 ? "1 new score" : "\(items.count.formatted()) new scores"
        try StandardOutput.print(VisibleText.escaping("mailed \(scores) to \(sent.joined(separator: ", "))"))
    }

    /// What `--watch` finds, as a search plan; nil without one.
    private func watchPlan(in catalog: CatalogIndex) throws -> SearchPlan? {
        try watch.map { try Searcher(catalog).plan(for: catalog.watch(named: $0).query) }
    }
}
