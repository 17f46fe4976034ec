/// What `forte export` writes.
public enum ExportFormat: String, Sendable, CaseIterable {
    /// One JSON object a line: an item's Dublin Core, or a record in another format as harvested.
    case jsonl
    /// RFC 4180 CSV, a header line first; Dublin Core only.
    case csv
    /// `oai_dc` records (or records in another format as harvested) inside one `<records>` element.
    case xml
}
