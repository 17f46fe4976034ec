#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Saved responses (a file, or a directory of *.xml files, its folders' too, read in path order) parsed through the same parser,
/// for `forte sync DIR` and the bundled catalog.
public enum SavedResponses {
    private static let chunkSize = 256 << 10

    /// The response files at `path`, in order: the file itself, or every `*.xml` under the directory, its
    /// folders' too (a folder per repository), by path. Throws when the path does not exist or holds no .xml file.
    public static func files(at path: String) throws -> [String] {
        var status = stat()
        guard stat(path, &status) == 0 else { throw OAIParseError("cannot read \(path): \(String(cString: strerror(errno)))") }
        guard status.st_mode & S_IFMT == S_IFDIR else { return [path] }
        let directoryPath = path.hasSuffix("/") ? path : path + "/"
        var names: [String] = []
        try collect(in: directoryPath, under: "", into: &names, depth: 0)
        guard !names.isEmpty else { throw OAIParseError("no saved responses in \(path): it holds no .xml file") }
        return names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map { directoryPath + $0 }
    }

    /// Folders deeper than this are not looked into: saved responses are not nested so deep, and a
    /// hostile tree could be deeper than the stack.
    private static let maxDepth = 16

    /// Adds the `*.xml` files under `root + folder` to `names`, as paths from `root`. Links to folders are not
    /// followed (a link to its own parent would never end), hidden names are left alone.
    private static func collect(in root: String, under folder: String, into names: inout [String], depth: Int) throws {
        guard let directory = opendir(root + folder) else {
            throw OAIParseError("cannot read \(root + folder): \(String(cString: strerror(errno)))")
        }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.baseAddress!.assumingMemoryBound(to: CChar.self)) }
            guard !name.hasPrefix(".") else { continue }
            var status = stat()
            guard lstat(root + folder + name, &status) == 0 else { continue }
            if status.st_mode & S_IFMT == S_IFDIR {
                if depth < maxDepth { try collect(in: root, under: folder + name + "/", into: &names, depth: depth + 1) }
            } else if name.hasSuffix(".xml") {
                names.append(folder + name)
            }
        }
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
