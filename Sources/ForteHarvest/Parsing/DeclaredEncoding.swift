/// The encodings a response may declare in its XML declaration.
///
/// OAI-PMH responses are UTF-8; ASCII is part of it, and Latin-1 and Windows-1252 are what older repositories
/// declare by mistake. Each is stateless and has no byte below 0x20 inside a character, which
/// `ControlCharacterFilter` relies on. Any other is refused: libxml2 2.9 converts it through iconv or ICU,
/// which match names loosely (ICU takes "UTF7-" for UTF-7), and whether a stateful encoding's bad byte fails
/// the parse then depends on where the chunks happen to split (found by the fuzzer).
enum DeclaredEncoding {
    private static let accepted: Set<String> = [
        "UTF-8", "UTF8", "US-ASCII", "ASCII",
        "ISO-8859-1", "ISO8859-1", "ISO_8859-1", "LATIN1", "WINDOWS-1252", "CP1252",
    ]

    /// Whether a document that declares `name` is parsed. XML limits an encoding name to ASCII letters,
    /// digits, '.', '_' and '-', so it is safe to show in an error.
    static func isAccepted(_ name: String) -> Bool {
        accepted.contains(name.uppercased())
    }
}
