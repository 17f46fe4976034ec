#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Saved responses (a file, or a directory of *.xml files read in name order) parsed through the same parser,
/// for `forte sync DIR` and the bundled catalog.
public enum SavedResponses {
    private static let chunkSize = 256 << 10

    /// The response files at `path`, in order. Throws when the path does not exist or holds no .xml file.
    public static func files(at path: String) throws -> [String] {
        var status = stat()
        guard stat(path, &status) == 0 else { throw OAIParseError("cannot read \(path): \(String(cString: strerror(errno)))") }
        guard status.st_mode & S_IFMT == S_IFDIR else { return [path] }
        guard let directory = opendir(path) else {
            throw OAIParseError("cannot read \(path): \(String(cString: strerror(errno)))")
        }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.baseAddress!.assumingMemoryBound(to: CChar.self)) }
            if name.hasSuffix(".xml"), !name.hasPrefix(".") { names.append(name) }
        }
        guard !names.isEmpty else { throw OAIParseError("no saved responses in \(path): it holds no .xml file") }
        let directoryPath = path.hasSuffix("/") ? path : path + "/"
        return names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map { directoryPath + $0 }
    }

    /// Parses one file in chunks, streaming records to onRecord. Errors do not name the file: the caller does.
    public static func parse(file: String, onRecord: (consuming OAIRecord) throws -> Void) throws -> OAIResponse {
        let descriptor = open(file, O_RDONLY)
        guard descriptor >= 0 else { throw OAIParseError("cannot read \(file): \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        return try withoutActuallyEscaping(onRecord) { onRecord in
            let parser = OAIResponseParser(onRecord: onRecord)
            let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunkSize, alignment: 1)
            defer { buffer.deallocate() }
            while true {
                let count = read(descriptor, buffer.baseAddress, chunkSize)
                if count < 0, errno == EINTR { continue }
                guard count >= 0 else { throw OAIParseError("cannot read \(file): \(String(cString: strerror(errno)))") }
                guard count > 0 else { break }
                try parser.feed(UnsafeRawBufferPointer(rebasing: buffer[..<count]))
            }
            return try parser.finish()
        }
    }
}
