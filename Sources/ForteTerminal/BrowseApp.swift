/// The browse screen on the real terminal: reads keys and resizes until q or Ctrl-C.
public enum BrowseApp {
    /// Milliseconds without a key before a search's matches are counted.
    static let countingPause: Int32 = 200

    /// Returns where the person left the screen, and the searches they made, the earlier ones included.
    public static func run(catalog: any BrowseCatalog, tty: TTY, palette: Palette, actions: BrowseActions,
                           at place: BrowsePlace?, searchHistory: SearchHistory, trace: TimingTrace?,
                           isDemo: Bool = false) -> (place: BrowsePlace, searchHistory: SearchHistory) {
        let session = BrowseSession(catalog: catalog, terminal: tty, palette: palette, actions: actions)
        session.state.isDemo = isDemo
        session.state.searchHistory = searchHistory
        session.start(at: place)
        trace?.firstFrame()
        while true {
            // A search's count waits for a pause in the keys (a fifth of a second): counting a broad query on a
            // million items takes longer than a keystroke, and a key pressed meanwhile waits for it.
            let events = tty.nextEvents(waitingAtMost: session.hasPendingWork ? Self.countingPause : -1)
            if events.isEmpty { session.finishPendingWork() }
            for event in events {
                switch event {
                case .resize:
                    session.resize()
                case .key(let key):
                    let start = TimingTrace.now()
                    guard session.handle(key) else { return (session.place, session.state.searchHistory) }
                    trace?.key(key, since: start)
                }
            }
        }
    }
}
