import ArgumentParser
import ForteCatalog
import ForteIndex
import ForteText

extension Sources {
    /// `forte sources set NAME --thumbnail T --cover T --pages T`: where a source's pictures are, by URL rule.
    struct SetRule: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "set",
            abstract: "Say where a source's pictures are when its records link to none, by URL templates.",
            discussion: """
                Placeholders: {link} the item's web link (as it is), {id} its OAI identifier, {local} the identifier's last \
                segment after : or /, and in --pages {n} the page number, from 1. An empty template clears that rule. \
                Example: forte sources set nla --thumbnail '{link}-t' --cover '{link}-e' --pages '{link}-s{n}'
                """
        )

        @OptionGroup var index: IndexOptions

        @Argument(help: "The source's name, as forte sources lists it.")
        var name: String

        @Option(help: ArgumentHelp("The small picture for a gallery card.", valueName: "template"))
        var thumbnail: String?

        @Option(help: ArgumentHelp("The large picture for the details and v.", valueName: "template"))
        var cover: String?

        @Option(
            help: ArgumentHelp(
                "The score's pages, with {n}: v shows them after the cover (← →).", valueName: "template"))
        var pages: String?

        func validate() throws {
            guard thumbnail != nil || cover != nil || pages != nil else {
                throw ValidationError("give --thumbnail, --cover or --pages (an empty template clears one)")
            }
        }

        func run() throws {
            try reportingFailures {
                try index.requireChosenIndex()
                let catalog = try CatalogIndex(path: index.path, create: false)
                guard var rule = try catalog.source(named: name)?.coverRule else {
                    throw CommandFailure(
                        "no source named \(name) (forte sources lists them)", exitCode: ExitStatus.usage)
                }
                do throws(CoverTemplateError) {
                    if let thumbnail { rule.thumbnail = try Self.template(thumbnail, givesPages: false) }
                    if let cover { rule.cover = try Self.template(cover, givesPages: false) }
                    if let pages { rule.pages = try Self.template(pages, givesPages: true) }
                } catch {
                    throw CommandFailure(error.commandLineDescription, exitCode: ExitStatus.usage)
                }
                guard try catalog.setCoverRule(rule, ofSource: name) else {
                    throw CommandFailure(
                        "no source named \(name) (forte sources lists them)", exitCode: ExitStatus.usage)
                }
                let pictures = Show.pictures(rule).map { "pictures from \($0)" } ?? "no picture rules"
                try StandardOutput.print(VisibleText.escaping("\(name): \(pictures)"))
            }
        }

        /// Nil for an empty template: it clears the rule.
        private static func template(_ text: String, givesPages: Bool) throws(CoverTemplateError) -> CoverTemplate? {
            text.isEmpty ? nil : try CoverTemplate(text, givesPages: givesPages)
        }
    }
}
