/// How many terminal columns text takes, by a table of our own (not the C library's `wcwidth`,
/// whose answer depends on the locale and the libc version): East Asian wide and emoji take two,
/// combining marks and joiners take none, everything else one.
///
/// Width is measured per grapheme cluster (`Character`), as terminals place them: `é` written
/// as `e` + U+0301 is one column, `👍🏽` and `👨‍👩‍👧` are two.
public enum TextWidth {
    public static func of(_ text: String) -> Int { columns(of: text) }

    public static func of(_ text: Substring) -> Int { columns(of: text) }

    /// Behind the two concrete entries, so that callers in other modules run code specialised for their type.
    private static func columns(of text: some StringProtocol) -> Int {
        if PrintableASCII.holds(text) { return text.utf8.count }
        return text.reduce(0) { $0 + of($1) }
    }

    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        // An emoji presentation selector or a flag pair makes the cluster a wide emoji.
        if scalars.contains(where: { $0.value == 0xFE0F }) || isRegionalIndicator(first) && scalars.count > 1 {
            return 2
        }
        return width(of: first)
    }

    /// The width of a single scalar: 0, 1 or 2.
    static func width(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x300 { return 1 }
        if contains(zeroWidth, value) { return 0 }
        if contains(wide, value) { return 2 }
        return 1
    }

    /// `text` cut, by scalars, to what `columns` columns can show, ending in `…` when cut: what is drawn is bounded by
    /// the screen before anything measures it or makes it visible, so that a title of megabytes costs a key no more
    /// than one that fills its place. Cut at a scalar, not a character: one character may hold thousands of marks.
    public static func bounded(_ text: String, to columns: Int) -> String {
        let limit = max(0, columns) * scalarsPerColumn
        // Never more scalars than bytes: most text is let through on its length alone.
        guard text.utf8.count > limit else { return text }
        let scalars = text.unicodeScalars
        guard let end = scalars.index(scalars.startIndex, offsetBy: limit, limitedBy: scalars.endIndex),
            end < scalars.endIndex
        else { return text }
        return String(scalars[..<end]) + "…"
    }

    /// The scalars `bounded` gives a column: combining marks, joiners and selectors take none of their own, and no
    /// script stacks more than a few of them on a character.
    public static let scalarsPerColumn = 8

    /// The longest prefix of `text` that fits in `width` columns, ending in `…` when something was cut.
    public static func truncate(_ text: String, to width: Int) -> String {
        guard width > 0 else { return "" }
        if of(text) <= width { return text }
        var result = ""
        var used = 0
        for character in text {
            let w = of(character)
            if used + w > width - 1 { break }
            result.append(character)
            used += w
        }
        return result + "…"
    }

    /// `text` truncated or padded with spaces to exactly `width` columns.
    public static func fit(_ text: String, to width: Int) -> String {
        let cut = truncate(text, to: width)
        return cut + String(repeating: " ", count: max(0, width - of(cut)))
    }

    /// `text` in lines of at most `width` columns, broken at spaces where it can be, inside words where it must; at
    /// most `maxLines` of them, the last ending in `…` when text was left out. Work stops there: what is wrapped is
    /// what is shown.
    public static func wrap(_ text: String, to width: Int, maxLines: Int = .max) -> [String] {
        guard width > 0, maxLines > 0 else { return [] }
        var lines: [String] = []
        var line = ""
        var used = 0
        func endLine() -> Bool {
            lines.append(line)
            (line, used) = ("", 0)
            return lines.count < maxLines
        }
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            let wordWidth = of(word)
            if used > 0, used + 1 + wordWidth <= width {
                line += " " + word
                used += 1 + wordWidth
                continue
            }
            if used > 0, !endLine() { return cut(lines, width) }
            for character in word {
                let w = of(character)
                if used + w > width, !endLine() { return cut(lines, width) }
                line.append(character)
                used += w
            }
        }
        lines.append(line)
        return lines
    }

    /// `lines` with an ellipsis on the last, for the text after it.
    private static func cut(_ lines: [String], _ width: Int) -> [String] {
        lines.dropLast() + [truncate(lines[lines.count - 1] + "…", to: width)]
    }

    private static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F1E6...0x1F1FF).contains(scalar.value)
    }

    private static func contains(_ table: [ClosedRange<UInt32>], _ value: UInt32) -> Bool {
        var low = 0
        var high = table.count - 1
        while low <= high {
            let middle = (low + high) / 2
            if value < table[middle].lowerBound {
                high = middle - 1
            } else if value > table[middle].upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }

    /// Combining marks, joiners and selectors: drawn on the previous cell. Sorted, disjoint.
    private static let zeroWidth: [ClosedRange<UInt32>] = [
        0x0300...0x036F, 0x0483...0x0489, 0x0591...0x05BD, 0x05BF...0x05BF, 0x05C1...0x05C2,
        0x05C4...0x05C5, 0x05C7...0x05C7, 0x0610...0x061A, 0x064B...0x065F, 0x0670...0x0670,
        0x06D6...0x06DC, 0x06DF...0x06E4, 0x06E7...0x06E8, 0x06EA...0x06ED, 0x0711...0x0711,
        0x0730...0x074A, 0x07A6...0x07B0, 0x0900...0x0902, 0x093A...0x093A, 0x093C...0x093C,
        0x0941...0x0948, 0x094D...0x094D, 0x0951...0x0957, 0x0962...0x0963, 0x0981...0x0981,
        0x09BC...0x09BC, 0x09C1...0x09C4, 0x09CD...0x09CD, 0x0E31...0x0E31, 0x0E34...0x0E3A,
        0x0E47...0x0E4E, 0x0EB1...0x0EB1, 0x0EB4...0x0EBC, 0x0EC8...0x0ECD, 0x1160...0x11FF,
        0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2064,
        0x20D0...0x20FF, 0x302A...0x302D, 0x3099...0x309A, 0xFE00...0xFE0F, 0xFE20...0xFE2F,
        0xFEFF...0xFEFF, 0xE0000...0xE0FFF,
    ]

    /// East Asian Wide and Fullwidth, and emoji shown as pictures. Sorted, disjoint.
    private static let wide: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0,
        0x23F3...0x23F3, 0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F,
        0x2693...0x2693, 0x26A1...0x26A1, 0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5,
        0x26CE...0x26CE, 0x26D4...0x26D4, 0x26EA...0x26EA, 0x26F2...0x26F3, 0x26F5...0x26F5,
        0x26FA...0x26FA, 0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B, 0x2728...0x2728,
        0x274C...0x274C, 0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797,
        0x27B0...0x27B0, 0x27BF...0x27BF, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55,
        0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
        0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F,
        0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1B000...0x1B2FF,
        0x1F004...0x1F004, 0x1F0CF...0x1F0CF, 0x1F18E...0x1F18E, 0x1F191...0x1F19A, 0x1F200...0x1F202,
        0x1F210...0x1F23B, 0x1F240...0x1F248, 0x1F250...0x1F251, 0x1F260...0x1F265, 0x1F300...0x1F320,
        0x1F32D...0x1F335, 0x1F337...0x1F37C, 0x1F37E...0x1F393, 0x1F3A0...0x1F3CA, 0x1F3CF...0x1F3D3,
        0x1F3E0...0x1F3F0, 0x1F3F4...0x1F3F4, 0x1F3F8...0x1F3FF, 0x1F400...0x1F43E, 0x1F440...0x1F440,
        0x1F442...0x1F4FC, 0x1F4FF...0x1F53D, 0x1F54B...0x1F54E, 0x1F550...0x1F567, 0x1F57A...0x1F57A,
        0x1F595...0x1F596, 0x1F5A4...0x1F5A4, 0x1F5FB...0x1F64F, 0x1F680...0x1F6C5, 0x1F6CC...0x1F6CC,
        0x1F6D0...0x1F6D2, 0x1F6D5...0x1F6D7, 0x1F6DC...0x1F6DF, 0x1F6EB...0x1F6EC, 0x1F6F4...0x1F6FC,
        0x1F7E0...0x1F7EB, 0x1F7F0...0x1F7F0, 0x1F90C...0x1F93A, 0x1F93C...0x1F945, 0x1F947...0x1F9FF,
        0x1FA70...0x1FAFF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]
}
