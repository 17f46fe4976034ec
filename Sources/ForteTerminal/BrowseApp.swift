/// The browse screen on the real terminal: reads keys and resizes until q or Ctrl-C.
public enum BrowseApp {
    /// Returns where the person left the screen.
    public static func run(catalog: any BrowseCatalog, tty: TTY, palette: Palette, actions: BrowseActions,
                           at place: BrowsePlace?, trace: TimingTrace?, isDemo: Bool = false) -> BrowsePlace {
        let session = BrowseSession(catalog: catalog, terminal: tty, palette: palette, actions: actions)
        session.state.isDemo = isDemo
        session.start(at: place)
        trace?.firstFrame()
        while true {
            for event in tty.nextEvents() {
                switch event {
                case .resize:
                    session.resize()
                case .key(let key):
                    let start = TimingTrace.now()
                    guard session.handle(key) else { return session.place }
                    trace?.key(key, since: start)
                }
            }
        }
    }
}
