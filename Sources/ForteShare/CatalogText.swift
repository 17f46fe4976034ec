/// Catalog text made into plain lines for an email: data, never structure.
///
/// Line breaks, tabs, control characters and Unicode line separators become spaces, so
/// nothing a record holds can start a line of its own (a header, a boundary, a signature)
/// or act on a terminal; runs of spaces collapse to one.
enum CatalogText {
    static func line(_ text: String) -> String {
        let scalars = text.unicodeScalars.map { isBreakOrControl($0) ? " " : $0 }
        return String(String.UnicodeScalarView(scalars)).split(separator: " ").joined(separator: " ")
    }

    /// The paragraphs of a long text such as a description: split at blank (or blank-looking)
    /// lines, each made one line.
    static func paragraphs(_ text: String) -> [String] {
        text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            .split { line(String($0)).isEmpty }
            .map { line($0.joined(separator: " ")) }
    }

    static func isBreakOrControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x20, 0x7F...0x9F, 0x2028, 0x2029: true
        default: false
        }
    }
}
