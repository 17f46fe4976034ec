import ForteCovers
import Testing

@Suite struct ImageSupportTests {
    @Test(
        arguments: [
            ([:], ImageSupport.none),
            (["TERM": "dumb"], .none),
            (["TERM": "xterm-256color", "NO_COLOR": "1"], .none),
            (["TERM": "xterm-kitty"], .drawn(.kitty)),
            (["TERM": "xterm-256color", "KITTY_WINDOW_ID": "3"], .drawn(.kitty)),
            (["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm"], .drawn(.kitty)),
            (["TERM": "xterm-256color", "TERM_PROGRAM": "iTerm.app"], .drawn(.iterm)),
            (["TERM": "foot"], .drawn(.sixel)),
            (["TERM": "tmux-256color", "TMUX": "/tmp/tmux-0/default,1,0"], .drawn(.symbols)),
            (["TERM": "screen-256color"], .drawn(.symbols)),
            (["TERM": "xterm-256color"], .ask),
            (["TERM": "xterm-256color", "FORTE_IMAGES": "sixel"], .drawn(.sixel)),
            (["TERM": "xterm-kitty", "FORTE_IMAGES": "none"], .none),
            (["TERM": "xterm-kitty", "FORTE_IMAGES": "nonsense"], .drawn(.kitty)),
        ] as [([String: String], ImageSupport)])
    func theEnvironmentDecidesWhereItCan(environment: [String: String], expected: ImageSupport) {
        #expect(ImageSupport.chosen(nil, environment: environment) == ImageChoice(expected))
    }

    @Test func theOptionComesFirst() {
        #expect(
            ImageSupport.chosen(.drawn(.iterm), environment: ["TERM": "xterm-kitty", "FORTE_IMAGES": "sixel"]).support
                == .drawn(.iterm))
        #expect(
            ImageSupport.chosen(ImageSupport(choice: "auto"), environment: ["TERM": "xterm-kitty"]).support
                == .drawn(.kitty))
        #expect(ImageSupport(choice: "Symbols") == .drawn(.symbols) && ImageSupport(choice: "jpeg") == nil)
    }

    /// Real answers: kitty's, xterm -ti vt340's (sixel), plain xterm's, and none at all (a timeout).
    @Test(arguments: [
        ("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;c", ImageProtocol.kitty),
        ("\u{1B}[?63;1;2;4;6;9;15;16;22;28c", .sixel),
        ("\u{1B}[?64;1;2;6;9;15;16;17;18;21;22;28c", .symbols),
        ("", .symbols),
    ])
    func theTerminalsAnswerDecidesTheRest(answer: String, expected: ImageProtocol) {
        #expect(ImageSupport.answering(Array(answer.utf8)) == expected)
        #expect(ImageSupport.isComplete(Array(answer.utf8)) == !answer.isEmpty)
    }
}
