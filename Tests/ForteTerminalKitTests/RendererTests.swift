import Testing

@testable import ForteTerminalKit

@Suite struct RendererTests {
    @Test func firstFrameWritesEveryCellWithoutClearing() {
        var canvas = Canvas(size: Size(width: 10, height: 2))
        canvas.put("hello", x: 0, y: 0)
        var renderer = Renderer()
        let output = String(decoding: renderer.bytes(for: canvas), as: UTF8.self)
        #expect(output == "\u{1B}[1;1H\u{1B}[0mhello     \u{1B}[2;1H          \u{1B}[0m")
    }

    @Test func nextFrameWritesOnlyTheChangedCells() {
        var before = Canvas(size: Size(width: 40, height: 5))
        before.put("first line stays", x: 0, y: 0)
        before.put("cat", x: 5, y: 3)
        var renderer = Renderer()
        _ = renderer.bytes(for: before)
        var after = before
        after.put("h", x: 5, y: 3)
        let output = String(decoding: renderer.bytes(for: after), as: UTF8.self)
        #expect(output == "\u{1B}[4;6H\u{1B}[0mh\u{1B}[0m")
        #expect(renderer.bytes(for: after).isEmpty)
    }

    /// Cells a picture was drawn over are written again with the next frame, though the frame did not change them;
    /// once: the frame after writes nothing.
    @Test func forgottenCellsAreWrittenAgainOnce() {
        var canvas = Canvas(size: Size(width: 10, height: 3))
        canvas.put("title", x: 0, y: 2)
        var renderer = Renderer()
        _ = renderer.bytes(for: canvas)
        renderer.forget(Rect(x: 2, y: 0, width: 3, height: 2))
        let output = String(decoding: renderer.bytes(for: canvas), as: UTF8.self)
        #expect(output == "\u{1B}[1;3H\u{1B}[0m   \u{1B}[2;3H   \u{1B}[0m")
        #expect(renderer.bytes(for: canvas).isEmpty)
    }

    @Test func changingHalfOfAWideCharacterRedrawsTheWholeCharacter() {
        var before = Canvas(size: Size(width: 6, height: 1))
        before.put("日本", x: 0, y: 0)
        var renderer = Renderer()
        _ = renderer.bytes(for: before)
        var after = before
        after.put("x", x: 3, y: 0)  // the right half of 本
        #expect(after.line(0) == "日 x  ")
        let output = String(decoding: renderer.bytes(for: after), as: UTF8.self)
        #expect(output.contains(" x"))
    }

    @Test func resizeDrawsTheWholeFrameAgain() {
        var renderer = Renderer()
        _ = renderer.bytes(for: Canvas(size: Size(width: 4, height: 2)))
        let output = String(decoding: renderer.bytes(for: Canvas(size: Size(width: 5, height: 2))), as: UTF8.self)
        #expect(output.contains("\u{1B}[1;1H") && output.contains("\u{1B}[2;1H     "))
    }

    @Test func canvasNeverHoldsAControlCharacter() {
        var canvas = Canvas(size: Size(width: 30, height: 1))
        canvas.put("a\u{1B}[2Jb\u{07}\r\n\u{9B}", x: 0, y: 0)
        #expect(canvas.line(0).hasPrefix("a␛[2Jb␇␍␊<U+009B>"))
    }
}
