/// Text split where any of several literal separators stands (` ; `, `--`, ` with `), matched byte by byte:
/// Foundation's `components(separatedBy:)` and `replacingOccurrences(of:with:)` cost the facet derivations most of
/// their time.
extension Substring {
    /// The pieces between the separators, empty ones kept; the separators must be ASCII.
    func pieces(separatedBy separators: [String]) -> [Substring] {
        let utf8 = self.utf8
        var pieces: [Substring] = []
        var start = utf8.startIndex
        var index = utf8.startIndex
        while index < utf8.endIndex {
            if let separator = separators.first(where: { utf8[index...].starts(with: $0.utf8) }) {
                pieces.append(self[start..<index])
                index = utf8.index(index, offsetBy: separator.utf8.count)
                start = index
            } else {
                utf8.formIndex(after: &index)
            }
        }
        pieces.append(self[start..<utf8.endIndex])
        return pieces
    }

    /// Where `separator` (ASCII) first stands, if it does.
    func firstRange(ofASCII separator: String) -> Range<Index>? {
        let utf8 = self.utf8
        var index = utf8.startIndex
        while index < utf8.endIndex {
            if utf8[index...].starts(with: separator.utf8) {
                return index..<utf8.index(index, offsetBy: separator.utf8.count)
            }
            utf8.formIndex(after: &index)
        }
        return nil
    }
}
