/// Text split where any of several literal separators stands (` ; `, `--`, ` with `), matched byte by byte:
/// Foundation's `components(separatedBy:)` and `replacingOccurrences(of:with:)` cost the facet derivations most of
/// their time, and so did comparing the UTF-8 view's slices index by index.
extension Substring {
    /// The pieces between the separators, empty ones kept; the separators must be ASCII.
    func pieces(separatedBy separators: [String]) -> [Substring] {
        let wanted = separators.map { Array($0.utf8) }
        var pieces: [Substring] = []
        var start = 0
        withUTF8Buffer { bytes in
            var offset = 0
            while offset < bytes.count {
                if let separator = wanted.first(where: { Self.stands($0, in: bytes, at: offset, anyCase: false) }) {
                    pieces.append(slice(start, offset))
                    offset += separator.count
                    start = offset
                } else {
                    offset += 1
                }
            }
            pieces.append(slice(start, bytes.count))
        }
        return pieces
    }

    /// Where `separator` (ASCII) first stands, if it does; in any case of its letters if `anyCase` (`separator`
    /// written in lowercase).
    func firstRange(ofASCII separator: String, anyCase: Bool = false) -> Range<Index>? {
        let wanted = Array(separator.utf8)
        let found = withUTF8Buffer { bytes in
            bytes.indices.first { Self.stands(wanted, in: bytes, at: $0, anyCase: anyCase) }
        }
        return found.map { slice($0, $0 + wanted.count) }.map { $0.startIndex..<$0.endIndex }
    }

    /// Whether the text begins with `prefix` (ASCII, lowercase) in any case of its letters (`For `, `FOR `).
    func hasPrefix(anyCaseASCII prefix: String) -> Bool {
        let wanted = Array(prefix.utf8)
        return withUTF8Buffer { Self.stands(wanted, in: $0, at: 0, anyCase: true) }
    }

    /// The text before the first of the ASCII `stops`, or all of it.
    func prefix(beforeAnyOf stops: [UInt8]) -> Substring {
        let end = withUTF8Buffer { $0.firstIndex(where: stops.contains) }
        return end.map { slice(0, $0) } ?? self
    }

    /// The text between two offsets of its UTF-8.
    private func slice(_ start: Int, _ end: Int) -> Substring {
        self[utf8.index(startIndex, offsetBy: start)..<utf8.index(startIndex, offsetBy: end)]
    }

    /// Whether `wanted` stands at `offset` in `bytes` (`anyCase`: its lowercase letters matching either case).
    private static func stands(
        _ wanted: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, at offset: Int,
        anyCase: Bool
    ) -> Bool {
        guard !wanted.isEmpty, bytes.count - offset >= wanted.count else { return false }
        for index in wanted.indices {
            let byte = bytes[offset + index]
            guard byte == wanted[index] || anyCase && lowercasedASCII(byte) == wanted[index] else { return false }
        }
        return true
    }
}
