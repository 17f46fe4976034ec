import Foundation

/// Item numbers (or any `Int32`s) kept in a file of their own rather than in memory, appended once and read through in
/// order as often as needed: what the list build keeps of an item for one order alone (its year, its first composer,
/// the order's sequence). Held in memory, they took a build of ten million items 40 MB each (docs/PERFORMANCE.md, "Ten
/// million items").
///
/// The file is made in the temporary directory (`TMPDIR`, as SQLite's sorter spills there) with no name: it goes with
/// the last reference to it, or with the process, even one killed as it makes the file.
struct SpilledItems: Sendable {
    private let file: File
    let count: Int

    /// Values read or written at a time (an even number: see `forEachRun`).
    private static let run = 1 << 14

    private init(file: File, count: Int) {
        (self.file, self.count) = (file, count)
    }

    /// The open file, closed with its last reference.
    private final class File: Sendable {
        let descriptor: Int32

        init() throws {
            let directory = FileManager.default.temporaryDirectory
            var descriptor = open(directory.path, Self.nameless | O_RDWR | O_CLOEXEC, 0o600)
            if descriptor < 0, errno == EOPNOTSUPP || errno == EISDIR {
                // A file system with no nameless files: a named one, unlinked at once, as glibc's `tmpfile` falls back.
                var template = Array(directory.appendingPathComponent("forte-XXXXXX").path.utf8CString)
                descriptor = mkstemp(&template)
                if descriptor >= 0 { unlink(template) }
            }
            guard descriptor >= 0 else { throw SpilledItems.failure(errno) }
            self.descriptor = descriptor
        }

        /// Linux's `O_TMPFILE`, which Swift does not import (a macro of two flags).
        private static let nameless = 0o20_000_000 | O_DIRECTORY

        deinit {
            close(descriptor)
        }
    }

    /// Appends values to a new file, a run at a time.
    struct Writer: Sendable {
        private let file: File
        private var buffer: [Int32] = []
        private var count = 0

        init() throws {
            file = try File()
            buffer.reserveCapacity(SpilledItems.run)
        }

        mutating func append(_ value: Int32) throws {
            buffer.append(value)
            if buffer.count == SpilledItems.run { try flush() }
        }

        mutating func append(contentsOf values: [Int32]) throws {
            try flush()
            try SpilledItems.write(values, to: file.descriptor)
            count += values.count
        }

        private mutating func flush() throws {
            try SpilledItems.write(buffer, to: file.descriptor)
            count += buffer.count
            buffer.removeAll(keepingCapacity: true)
        }

        /// The values written, to read.
        mutating func finish() throws -> SpilledItems {
            try flush()
            return SpilledItems(file: file, count: count)
        }
    }

    /// The values of `values`, written out.
    init(_ values: [Int32]) throws {
        var writer = try Writer()
        try writer.append(contentsOf: values)
        self = try writer.finish()
    }

    /// Calls `body` with each value in turn.
    func forEach(_ body: (Int32) throws -> Void) throws {
        try forEachRun { run in
            for value in run { try body(value) }
        }
    }

    /// Calls `body` with the values a run at a time, in turn: an even number of values but for the last run.
    func forEachRun(_ body: (ArraySlice<Int32>) throws -> Void) throws {
        var buffer = [Int32](repeating: 0, count: min(Self.run, count))
        for start in stride(from: 0, to: count, by: Self.run) {
            let length = min(Self.run, count - start)
            try buffer.withUnsafeMutableBytes { bytes in
                try read(into: UnsafeMutableRawBufferPointer(rebasing: bytes[..<(length * 4)]), at: start * 4)
            }
            try body(buffer[..<length])
        }
    }

    /// All the values, in memory again.
    func values() throws -> [Int32] {
        var values = [Int32](repeating: 0, count: count)
        try values.withUnsafeMutableBytes { try read(into: $0, at: 0) }
        return values
    }

    private func read(into bytes: UnsafeMutableRawBufferPointer, at offset: Int) throws {
        var done = 0
        while done < bytes.count {
            let read = pread(file.descriptor, bytes.baseAddress! + done, bytes.count - done, off_t(offset + done))
            guard read > 0 else { throw Self.failure(read == 0 ? EIO : errno) }
            done += read
        }
    }

    private static func write(_ values: [Int32], to descriptor: Int32) throws {
        try values.withUnsafeBytes { bytes in
            var done = 0
            while done < bytes.count {
                let written = Glibc.write(descriptor, bytes.baseAddress! + done, bytes.count - done)
                guard written > 0 else { throw failure(errno) }
                done += written
            }
        }
    }

    private static func failure(_ code: Int32) -> IndexError {
        let directory = FileManager.default.temporaryDirectory.path
        return code == ENOSPC || code == EDQUOT
            ? .diskFull(path: directory) : .temporaryUnwritable(directory: directory)
    }
}
