import Testing

@testable import ForteTerminal

/// The gallery says `demo` while the catalog is only forte's generated demo (issue 26), and not otherwise.
@Suite struct DemoHeadingTests {
    @Test(arguments: [true, false])
    func theGalleryHeadingSaysDemoOnlyForTheDemo(isDemo: Bool) {
        let browse = BrowseHarness(MemoryCatalog(count: 40))
        browse.session.state.isDemo = isDemo
        browse.session.draw()
        #expect(browse.screen.contains("Gallery (demo) · All") == isDemo)
        #expect(browse.screen.contains("Gallery · All") == !isDemo)
    }
}
