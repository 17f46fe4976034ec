extension OAIResponse {
    /// `left out record 3 of the page: it has no identifier`, or nil when every record had one. At most ten
    /// places are named: a hostile page may hold thousands.
    public var unidentifiedRecordsNote: String? {
        guard let first = unidentifiedRecords.first else { return nil }
        guard unidentifiedRecords.count > 1 else { return "left out record \(first) of the page: it has no identifier" }
        let named = unidentifiedRecords.prefix(10).map(String.init).joined(separator: ", ")
        let more = unidentifiedRecords.count > 10 ? " and \(unidentifiedRecords.count - 10) more" : ""
        return "left out records \(named)\(more) of the page: they have no identifier"
    }
}
