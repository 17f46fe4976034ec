#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard output with every write checked: a full disk, `/dev/full` or a closed pipe is an error and a non-zero
/// exit, never an exit 0 with the output lost (a backup script could not tell). Text goes through a C stream's buffer,
/// as `print`'s does, so `flush()` after the last of it says whether that was written too.
enum StandardOutput {
    /// A stream of its own on descriptor 1 (Swift 6 refuses C's `stdout`, a shared variable), buffered as C buffers
    /// `stdout`: by lines on a terminal, in blocks elsewhere. Only this type writes to it.
    nonisolated(unsafe) private static let stream = fdopen(STDOUT_FILENO, "w")

    /// Writes `text` and `terminator`, as `print` does.
    static func print(_ text: String, terminator: String = "\n") throws(OutputFailure) {
        try write(text)
        try write(terminator)
    }

    /// Writes what the buffer still holds.
    static func flush() throws(OutputFailure) {
        guard let stream else { throw OutputFailure(code: EBADF) }
        guard fflush(stream) == 0 else { throw OutputFailure(code: errno) }
    }

    private static func write(_ text: String) throws(OutputFailure) {
        // No stream: descriptor 1 was closed before forte started.
        guard let stream else { throw OutputFailure(code: EBADF) }
        var text = text
        let (written, wanted) = text.withUTF8 { bytes in
            (fwrite(bytes.baseAddress, 1, bytes.count, stream), bytes.count)
        }
        guard written == wanted else { throw OutputFailure(code: errno) }
    }
}

/// Standard output refused a write: `cannot write to standard output: No space left on device`.
struct OutputFailure: Error, CustomStringConvertible {
    var code: Int32

    var description: String { "cannot write to standard output: \(String(cString: strerror(code)))" }
}
