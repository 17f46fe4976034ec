/// The text with runs of whitespace (spaces, tabs, newlines, no-break spaces) made one space, and trimmed.
func tidyingWhitespace(_ text: some StringProtocol) -> String {
    var tidied = ""
    tidied.reserveCapacity(text.utf8.count)
    var spacePending = false
    for character in text {
        if character.isWhitespace {
            spacePending = !tidied.isEmpty
        } else {
            if spacePending { tidied.append(" ") }
            spacePending = false
            tidied.append(character)
        }
    }
    return tidied
}
