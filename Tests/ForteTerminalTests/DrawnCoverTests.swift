import ForteCovers
import Testing

@testable import ForteTerminal

/// A drawn cover's bytes as placed on the terminal: a row at a time, kitty's with its id, through tmux when asked.
@Suite struct DrawnCoverTests {
    @Test func eachRowOfAMosaicIsPlacedOnItsOwn() {
        let cover = DrawnCover(
            Array("\u{1B}[38;2;1;2;3mAB\n\u{1B}[38;2;4;5;6mCD\n".utf8), columns: 2, rows: 2, id: 7, format: .symbols,
            passthrough: true)
        // No line feed is written (a raw terminal would not go back to the left edge); mosaics are cells, never passed through.
        #expect(
            String(decoding: cover.placed(x: 4, y: 9), as: UTF8.self)
                == "\u{1B}[10;5H\u{1B}[38;2;1;2;3mAB\u{1B}[11;5H\u{1B}[38;2;4;5;6mCD")
        #expect(cover.deletion == nil)
    }

    @Test func aKittyPictureCarriesItsIdAsksNoAnswerAndIsDeletedByIt() {
        let cover = DrawnCover(
            Array("\u{1B}_Ga=T,f=32,m=1;AAAA\u{1B}\\\u{1B}_Gm=0;\u{1B}\\".utf8), columns: 3, rows: 2, id: 42,
            format: .kitty,
            passthrough: false)
        #expect(
            String(decoding: cover.placed(x: 0, y: 0), as: UTF8.self)
                == "\u{1B}[1;1H\u{1B}_Gi=42,q=2,a=T,f=32,m=1;AAAA\u{1B}\\\u{1B}_Gm=0;\u{1B}\\")
        #expect(cover.deletion.map { String(decoding: $0, as: UTF8.self) } == "\u{1B}_Ga=d,d=I,i=42,q=2\u{1B}\\")
    }

    /// Inside tmux, a picture protocol's sequences are wrapped for tmux to pass on, each ESC doubled.
    @Test func throughTmuxEveryEscapeIsDoubledInsideAPassthrough() {
        let cover = DrawnCover(
            Array("\u{1B}Pq#0~\u{1B}\\".utf8), columns: 1, rows: 1, id: 1, format: .sixel, passthrough: true)
        #expect(
            String(decoding: cover.placed(x: 1, y: 1), as: UTF8.self)
                == "\u{1B}[2;2H\u{1B}Ptmux;\u{1B}\u{1B}Pq#0~\u{1B}\u{1B}\\\u{1B}\\")
    }
}
