/// The text with runs of whitespace (spaces, tabs, newlines, no-break spaces) made one space, and trimmed.
///
/// Most catalogued values need trimming at most; those are sliced and copied, not rebuilt.
func tidyingWhitespace(_ text: Substring) -> String {
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !isWhitespace($0) }),
          let last = scalars.lastIndex(where: { !isWhitespace($0) })
    else { return "" }
    let trimmed = text[first..<scalars.index(after: last)]
    if isSimplySpaced(trimmed.utf8) { return String(trimmed) }
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

/// No whitespace but single spaces. Conservative: the lead bytes of non-ASCII whitespace
/// (U+0085, U+00A0, U+1680, U+2000–U+205F, U+3000) send the text the careful way.
private func isSimplySpaced(_ bytes: Substring.UTF8View) -> Bool {
    var afterSpace = false
    for byte in bytes {
        switch byte {
        case 0x20:
            if afterSpace { return false }
            afterSpace = true
        case 0x09...0x0D, 0xC2, 0xE1, 0xE2, 0xE3:
            return false
        default:
            afterSpace = false
        }
    }
    return true
}
