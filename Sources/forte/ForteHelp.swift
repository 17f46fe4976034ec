import ForteTerminal

/// What help says beyond one command's options: `forte --help` (files, environment, exit status) and
/// `forte browse --help` (the keys, from the key map the `?` screen shows). tools/install makes each block under a
/// heading in capitals a section of the man page.
enum ForteHelp {
    static let overview = """
        forte harvests a library's catalog of digitised sheet music over OAI-PMH into a local index and lets you \
        browse it in the terminal: by decade, by composer, A to Z. With no command, forte browse; a first run \
        imports a demo catalog.
        """

    static let files = """
        FILES
          $XDG_DATA_HOME/forte/index.sqlite (else ~/.local/share/forte/index.sqlite)
              the index: --index or FORTE_INDEX name another
          $XDG_STATE_HOME/forte/browse.json (else ~/.local/state/forte/browse.json)
              where forte browse was left, for each index; a damaged file is set aside
          $XDG_CACHE_HOME/forte/covers/ (else ~/.cache/forte/covers/)
              the pictures fetched by forte covers fetch and forte browse
        """

    static let environment = """
        ENVIRONMENT
          FORTE_INDEX       the index file, unless --index names one
          FORTE_IMAGES      how forte browse draws covers, unless --images says
          FORTE_SHARE_DIR   where s in forte browse saves an email (else here)
          BROWSER           what o in forte browse opens a link with (else xdg-open)
          EMAIL             the sender of forte share --format eml (unless --from)
          NO_COLOR          no colour, and no covers
          XDG_DATA_HOME, XDG_STATE_HOME, XDG_CACHE_HOME   where the files above are
        """

    /// The exit codes, as `forte sync --help` and the man page list them.
    static let exitCodes = """
          \(ExitStatus.success)   done (for sync: every source is up to date)
          \(ExitStatus.failed)   failed (the message says why; for sync: a source could not be synced)
          \(ExitStatus.usage)  wrong arguments
          \(ExitStatus.busy)  another sync holds the index (try again later, or pass --wait)
        """

    static let root = [overview, environment, files, "EXIT STATUS\n" + exitCodes].joined(separator: "\n\n")

    /// Every key of forte browse, section by section, as `?` shows them.
    static var browseKeys: String {
        let sections =
            KeyMap.sections.map { ($0.title, $0.bindings.map { ($0.names, $0.action) }) }
            + [("Mouse (off with --no-mouse)", KeyMap.mouse.map { ($0.names, $0.action) })]
        let width = sections.flatMap { $0.1.map(\.0.count) }.max() ?? 0
        return "BROWSE KEYS\n"
            + sections.map { title, bindings in
                "  \(title):\n"
                    + bindings.map { names, action in
                        "    " + names + String(repeating: " ", count: max(1, width - names.count + 2)) + action
                    }.joined(separator: "\n")
            }.joined(separator: "\n")
    }
}
