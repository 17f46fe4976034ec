import Testing

@testable import ForteTerminalKit

@Suite struct KeyDecoderTests {
    @Test(arguments: [
        ("\u{1B}[A", Key.up), ("\u{1B}OA", .up), ("\u{1B}[B", .down), ("\u{1B}OB", .down),
        ("\u{1B}[C", .right), ("\u{1B}OC", .right), ("\u{1B}[D", .left), ("\u{1B}OD", .left),
        ("\u{1B}[1;5C", .right),
        ("\u{1B}[H", .home), ("\u{1B}OH", .home), ("\u{1B}[1~", .home), ("\u{1B}[7~", .home),
        ("\u{1B}[F", .end), ("\u{1B}OF", .end), ("\u{1B}[4~", .end), ("\u{1B}[8~", .end),
        ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown),
        ("\u{1B}[Z", .backTab), ("\t", .tab), ("\r", .enter), ("\u{7F}", .backspace),
        ("\u{03}", .ctrl("c")), ("q", .character("q")), ("é", .character("é")), ("日", .character("日")),
        ("🎵", .character("🎵")),
    ])
    func decodesOneKey(bytes: String, key: Key) {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array(bytes.utf8)) == [key])
        #expect(!decoder.isWaitingAfterEscape)
    }

    @Test func sequenceSplitAcrossReadsIsCompleted() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}[".utf8)) == [])
        #expect(decoder.decode(Array("6~j".utf8)) == [.pageDown, .character("j")])
        let snowman = Array("☃".utf8)
        #expect(decoder.decode(snowman.prefix(2)) == [])
        #expect(decoder.decode(snowman.suffix(1)) == [.character("☃")])
    }

    @Test func loneEscapeIsEscOnlyAfterTheWait() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]) == [])
        #expect(decoder.isWaitingAfterEscape)
        #expect(decoder.flushEscape() == [.escape])
        #expect(decoder.decode(Array("x".utf8)) == [.character("x")])
    }

    @Test func severalKeysInOneRead() {
        var decoder = KeyDecoder()
        #expect(
            decoder.decode(Array("jj\u{1B}[Dq".utf8)) == [.character("j"), .character("j"), .left, .character("q")])
    }

    @Test func escapeFollowedByAnotherKeyInOneReadIsBoth() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}\tj".utf8)) == [.escape, .tab, .character("j")])
        #expect(decoder.decode(Array("\u{1B}\u{1B}".utf8)) == [.escape])
        #expect(decoder.flushEscape() == [.escape])
    }
}

@Suite struct KeyDecoderPasteAndMouseTests {
    @Test func aBracketedPasteIsOneKeyWhateverItHolds() {
        var decoder = KeyDecoder()
        #expect(
            decoder.decode(Array("\u{1B}[200~lyrebird\rsong\u{1B}[Aq\u{1B}[201~j".utf8)) == [
                .paste("lyrebird\rsong\u{1B}[Aq"), .character("j"),
            ])
    }

    @Test func aPasteSplitAcrossReadsIsCompleted() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("x\u{1B}[200~abc\u{1B}[2".utf8)) == [.character("x")])
        #expect(!decoder.isWaitingAfterEscape)
        #expect(decoder.flushEscape() == [])
        #expect(decoder.decode(Array("0".utf8)) == [])
        #expect(decoder.decode(Array("1~q".utf8)) == [.paste("abc"), .character("q")])
    }

    @Test func aHugePasteIsCut() {
        var decoder = KeyDecoder()
        let keys = decoder.decode(Array(("\u{1B}[200~" + String(repeating: "a", count: 100_000) + "\u{1B}[201~").utf8))
        #expect(keys == [.paste(String(repeating: "a", count: KeyDecoder.pasteLimit))])
    }

    @Test(arguments: [
        ("\u{1B}[<0;10;5M", Key.mouse(MouseEvent(.press, x: 9, y: 4))),
        ("\u{1B}[<64;1;1M", .mouse(MouseEvent(.wheelUp, x: 0, y: 0))),
        ("\u{1B}[<65;120;40M", .mouse(MouseEvent(.wheelDown, x: 119, y: 39))),
        ("\u{1B}[<16;3;3M", .mouse(MouseEvent(.press, x: 2, y: 2))),
    ])
    func decodesSGRMouseReports(bytes: String, key: Key) {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array(bytes.utf8)) == [key])
    }

    /// Releases, other buttons, drags, and an X10 report's three raw bytes: nothing, never keys.
    @Test func otherMouseReportsAreNothing() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}[<0;10;5m\u{1B}[<2;1;1M\u{1B}[<32;4;4M".utf8)) == [])
        #expect(decoder.decode(Array("\u{1B}[M q!j".utf8)) == [.character("j")])
    }
}
