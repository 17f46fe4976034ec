import ForteCovers
import ForteTerminalKit
import Glibc

extension TTY {
    /// How pictures are drawn on this terminal: as chosen, or, when the environment did not tell, as the terminal's
    /// answer to `ImageSupport.query` says (mosaics when no answer comes within 100 ms). Nil: text cards only.
    public func imageProtocol(_ support: ImageSupport) -> ImageProtocol? {
        switch support {
        case .none: nil
        case .drawn(let format): format
        case .ask:
            ImageSupport.answering(
                answer(to: ImageSupport.query, isComplete: ImageSupport.isComplete, withinMilliseconds: 100))
        }
    }

    /// The pixels of a cell, from the window's size in pixels; 8 × 16 when the terminal does not say.
    public var cellSize: CellSize {
        var window = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0,
            window.ws_xpixel > 0, window.ws_ypixel > 0
        else { return CellSize(width: 8, height: 16) }
        return CellSize(
            width: Int(window.ws_xpixel) / Int(window.ws_col), height: Int(window.ws_ypixel) / Int(window.ws_row))
    }

    /// Writes `query` and reads the terminal's answer until `isComplete` says it is whole or the time is up.
    private func answer(to query: [UInt8], isComplete: ([UInt8]) -> Bool, withinMilliseconds budget: Int) -> [UInt8] {
        write(query)
        let deadline = MonotonicClock.nanoseconds() + UInt64(budget) * 1_000_000
        var answer: [UInt8] = []
        while !isComplete(answer) {
            let now = MonotonicClock.nanoseconds()
            guard now < deadline else { break }
            var input = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            guard poll(&input, 1, Int32((deadline - now) / 1_000_000) + 1) > 0 else { continue }
            var buffer = [UInt8](repeating: 0, count: 256)
            let count = read(STDIN_FILENO, &buffer, buffer.count)
            guard count > 0 else { break }
            answer += buffer[0..<count]
        }
        return answer
    }
}
