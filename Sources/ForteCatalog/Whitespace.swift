/// The text with runs of whitespace (spaces, tabs, newlines, no-break spaces) made one space, and trimmed.
///
/// Most catalogued values need trimming of spaces at most; those are sliced from their bytes and
/// copied, not rebuilt scalar by scalar (dear, since a sync tidies every value of every item).
func tidyingWhitespace(_ text: Substring) -> String {
    if let tidied = text.withUTF8Buffer(trimmingSpacesIfSimplySpaced) {
        return tidied
    }
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !isWhitespace($0) }),
        let last = scalars.lastIndex(where: { !isWhitespace($0) })
    else { return "" }
    let trimmed = text[first..<scalars.index(after: last)]
    // Copy the runs between whitespace, each followed by one space.
    var tidied = ""
    tidied.reserveCapacity(trimmed.utf8.count)
    let trimmedScalars = trimmed.unicodeScalars
    var run = trimmed.startIndex
    var inWhitespace = false
    var index = trimmed.startIndex
    while index < trimmed.endIndex {
        if isWhitespace(trimmedScalars[index]) {
            if !inWhitespace {
                tidied += trimmed[run..<index]
                tidied += " "
            }
            inWhitespace = true
        } else if inWhitespace {
            run = index
            inWhitespace = false
        }
        trimmedScalars.formIndex(after: &index)
    }
    tidied += trimmed[run...]  // trimmed ends in a run
    return tidied
}

/// Unicode's White_Space property, without a property lookup.
func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
    default: false
    }
}

/// The text of the UTF-8 `bytes` without leading and trailing spaces, if that leaves no whitespace but
/// single spaces; else nil. Conservative: the lead bytes of non-ASCII whitespace (U+0085, U+00A0,
/// U+1680, U+2000–U+205F, U+3000) send the text the careful way.
private func trimmingSpacesIfSimplySpaced(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
    var (start, end) = (0, bytes.count)
    while start < end && bytes[start] == 0x20 { start += 1 }
    while end > start && bytes[end - 1] == 0x20 { end -= 1 }
    let trimmed = UnsafeBufferPointer(rebasing: bytes[start..<end])
    var afterSpace = false
    for byte in trimmed {
        switch byte {
        case 0x20:
            if afterSpace { return nil }
            afterSpace = true
        case 0x09...0x0D, 0xC2, 0xE1, 0xE2, 0xE3:
            return nil
        default:
            afterSpace = false
        }
    }
    return String(decoding: trimmed, as: UTF8.self)
}
