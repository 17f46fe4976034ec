/// Where the browse screen's frames go: the real terminal, or memory in tests.
public protocol Terminal: AnyObject {
    var size: Size { get }
    func write(_ bytes: [UInt8])
    /// Ctrl-Z: gives the terminal back to the shell and stops until `fg`; returns once continued.
    func suspend()
    /// Runs `body` (another program, such as a browser) with the terminal as the shell had it.
    func handOver<T>(_ body: () -> T) -> T
}

/// A terminal in memory: records every byte written; its size is set by the test.
public final class MemoryTerminal: Terminal {
    public var size: Size
    public private(set) var written: [UInt8] = []
    /// How often the screen was suspended, and handed over to another program.
    public private(set) var suspensions = 0
    public private(set) var handOvers = 0

    public init(size: Size) {
        self.size = size
    }

    public func write(_ bytes: [UInt8]) {
        written.append(contentsOf: bytes)
    }

    public func suspend() {
        suspensions += 1
    }

    public func handOver<T>(_ body: () -> T) -> T {
        handOvers += 1
        return body()
    }
}
