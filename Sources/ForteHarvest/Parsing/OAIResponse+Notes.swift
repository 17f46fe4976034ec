extension OAIResponse {
    /// What the parser left out of the page, a warning each, for a harvest from a server and an import of files
    /// alike: empty when it left out nothing.
    public var notes: [String] {
        var notes: [String] = []
        if droppedControlCharacters > 0 {
            notes.append("dropped \(droppedControlCharacters) illegal control characters")
        }
        if refusedRecords > 0 {
            notes.append("left out \(refusedRecords) records whose identifiers hold illegal control characters")
        }
        if let note = unidentifiedRecordsNote { notes.append(note) }
        if let first = shortenedRecords.first {
            let named =
                shortenedRecords.count > 1
                ? "records \(Self.named(shortenedRecords))" : "record \(Self.named([first]))"
            let kept = "kept the first \(ResponseBuilder.maxValues) values of an element"
            notes.append("\(kept) of \(named): left out the rest")
        }
        return notes
    }

    /// `left out record 3 of the page: it has no identifier`, or nil when every record had one. At most ten
    /// places are named: a hostile page may hold thousands.
    public var unidentifiedRecordsNote: String? {
        guard let first = unidentifiedRecords.first else { return nil }
        guard unidentifiedRecords.count > 1 else { return "left out record \(first) of the page: it has no identifier" }
        let named = Self.named(unidentifiedRecords.map(String.init))
        return "left out records \(named) of the page: they have no identifier"
    }

    /// The first ten names, each cut to a line's worth, and how many more.
    private static func named(_ names: [String]) -> String {
        let shown = names.prefix(10).map { $0.count > 80 ? $0.prefix(80) + "…" : $0 }.joined(separator: ", ")
        return names.count > 10 ? "\(shown) and \(names.count - 10) more" : shown
    }
}
