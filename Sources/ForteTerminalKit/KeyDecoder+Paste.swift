/// Bracketed paste: everything between `ESC [ 200 ~` and `ESC [ 201 ~` is text, whatever bytes it holds.
extension KeyDecoder {
    /// What the decoder reads `ESC [ 200 ~` as, internally: the start of a paste, never handed out.
    static let pasteStart = Key.paste("")
    /// More than this is dropped (the end marker is still looked for): a search needs no more.
    static let pasteLimit = 64 * 1024
    private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

    struct PasteBuffer: Sendable {
        var bytes: [UInt8] = []
    }

    /// The pasted text and the bytes up to the end marker's end; nil (keeping what was read) while
    /// the marker has not come yet.
    mutating func takePaste(from start: Int) -> (String, Int)? {
        let bytes = pending[start...]
        if let end = bytes.firstRange(of: Self.pasteEnd) {
            append(bytes[..<end.lowerBound])
            let text = String(decoding: paste?.bytes ?? [], as: UTF8.self)
            paste = nil
            return (text, end.upperBound - start)
        }
        // Keep back what may be the start of the marker; the rest is text.
        let kept = min(bytes.count, Self.pasteEnd.count - 1)
        append(bytes.dropLast(kept))
        pending.removeSubrange(start..<(pending.count - kept))
        return nil
    }

    private mutating func append(_ text: ArraySlice<UInt8>) {
        let room = Self.pasteLimit - (paste?.bytes.count ?? 0)
        paste?.bytes.append(contentsOf: text.prefix(max(0, room)))
    }
}
