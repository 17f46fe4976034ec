/// Where the browse screen's frames go: the real terminal, or memory in tests.
public protocol Terminal: AnyObject {
    var size: Size { get }
    func write(_ bytes: [UInt8])
}

/// A terminal in memory: records every byte written; its size is set by the test.
public final class MemoryTerminal: Terminal {
    public var size: Size
    public private(set) var written: [UInt8] = []

    public init(size: Size) {
        self.size = size
    }

    public func write(_ bytes: [UInt8]) {
        written.append(contentsOf: bytes)
    }
}
