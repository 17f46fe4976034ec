#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Saved responses (a file, or a directory of *.xml files, its folders' too, read in path order) parsed through the same parser,
/// for `forte sync DIR` and the bundled catalog.
public enum SavedResponses {
    private static let chunkSize = 256 << 10

    /// The response files under a path, in order, and what was passed over there.
    public struct Listing: Sendable {
        public var files: [String]
        /// Each name passed over (as the user knows it: from the directory named) and why.
        public var skipped: [(name: String, reason: String)]
    }

    /// The response files at `path`, in order: the file itself, or every `*.xml` under the directory, its
    /// folders' too (a folder per repository), by path. Throws when the path does not exist, is not a regular
    /// file, or holds no .xml file at all (one passed over is no error here: the harvest names it).
    public static func files(at path: String) throws -> Listing {
        var status = stat()
        guard stat(path, &status) == 0 else {
            throw OAIParseError("cannot read \(path): \(String(cString: strerror(errno)))")
        }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            guard status.st_mode & S_IFMT == S_IFREG else { throw OAIParseError("cannot read \(path): \(notAFile)") }
            return Listing(files: [path], skipped: [])
        }
        let directoryPath = path.hasSuffix("/") ? path : path + "/"
        var names: [String] = []
        var skipped: [(name: String, reason: String)] = []
        try collect(in: Array(directoryPath.utf8), under: [], into: &names, skipping: &skipped, depth: 0)
        guard !names.isEmpty || !skipped.isEmpty else {
            throw OAIParseError("no saved responses in \(path): it holds no .xml file")
        }
        return Listing(
            files: names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map { directoryPath + $0 },
            skipped: skipped.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) })
    }

    /// Folders deeper than this are not looked into: saved responses are not nested so deep, and a
    /// hostile tree could be deeper than the stack.
    private static let maxDepth = 16

    private static let notAFile = "not a regular file (a FIFO or a device would never end)"

    /// Adds the `*.xml` files under `root + folder` to `names`, as paths from `root`, and what it passes over to
    /// `skipped`. Names are read as bytes: one that is not UTF-8 is named, never altered into another file's.
    /// Links to folders are not followed (a link to its own parent would never end), hidden names are left alone.
    private static func collect(
        in root: [UInt8], under folder: [UInt8], into names: inout [String],
        skipping skipped: inout [(name: String, reason: String)], depth: Int
    ) throws {
        let folderPath = String(decoding: root + folder, as: UTF8.self)
        guard let directory = opendir(folderPath) else {
            throw OAIParseError("cannot read \(folderPath): \(String(cString: strerror(errno)))")
        }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            guard name.first != UInt8(ascii: ".") else { continue }
            let relative = folder + name
            var status = stat()
            let statResult = (root + relative + [0]).withUnsafeBufferPointer {
                $0.withMemoryRebound(to: CChar.self) { lstat($0.baseAddress!, &status) }
            }
            let isXML = name.count > 4 && name.suffix(4).elementsEqual(".xml".utf8)
            guard statResult == 0 else {
                if isXML { skipped.append((shown(relative), String(cString: strerror(errno)))) }
                continue
            }
            if status.st_mode & S_IFMT == S_IFDIR {
                guard depth < maxDepth else {
                    skipped.append((shown(relative) + "/", "folders deeper than \(maxDepth) are not read"))
                    continue
                }
                try collect(
                    in: root, under: relative + [UInt8(ascii: "/")], into: &names, skipping: &skipped,
                    depth: depth + 1)
            } else if isXML {
                guard let text = String(validating: relative, as: UTF8.self) else {
                    skipped.append((shown(relative), "its name is not UTF-8 (rename it)"))
                    continue
                }
                // A link is read as what it leads to: a regular file only.
                let path = String(decoding: root, as: UTF8.self) + text
                if status.st_mode & S_IFMT == S_IFLNK, stat(path, &status) != 0 {
                    skipped.append((text, String(cString: strerror(errno))))
                } else if status.st_mode & S_IFMT != S_IFREG {
                    skipped.append((text, notAFile))
                } else {
                    names.append(text)
                }
            }
        }
    }

    /// A name as bytes, each that is not part of UTF-8 as `\xE9`.
    private static func shown(_ name: [UInt8]) -> String {
        var shown = ""
        var index = 0
        while index < name.count {
            let lead = name[index]
            let length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
            if index + length <= name.count,
                let character = String(validating: name[index..<index + length], as: UTF8.self)
            {
                shown += character
                index += length
            } else {
                shown += "\\x" + String(lead, radix: 16, uppercase: true)
                index += 1
            }
        }
        return shown
    }

    /// Parses one file in chunks, streaming records to onRecord. Errors do not name the file: the caller does.
    public static func parse(file: String, onRecord: (consuming OAIRecord) throws -> Void) throws -> OAIResponse {
        // Without blocking: a FIFO put where a file was would wait for a writer that never comes.
        let descriptor = open(file, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw OAIParseError("cannot read \(file): \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw OAIParseError("cannot read \(file): \(notAFile)")
        }
        return try withoutActuallyEscaping(onRecord) { onRecord in
            let parser = OAIResponseParser(onRecord: onRecord)
            let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunkSize, alignment: 1)
            defer { buffer.deallocate() }
            while true {
                let count = read(descriptor, buffer.baseAddress, chunkSize)
                if count < 0, errno == EINTR { continue }
                guard count >= 0 else {
                    throw OAIParseError("cannot read \(file): \(String(cString: strerror(errno)))")
                }
                guard count > 0 else { break }
                try parser.feed(UnsafeRawBufferPointer(rebasing: buffer[..<count]))
            }
            return try parser.finish()
        }
    }
}
