import Foundation

/// What one sync changed.
public struct SyncSummary: Sendable, Hashable {
    public var added = 0
    public var updated = 0
    public var deleted = 0
    public var pages = 0
    /// Saved responses that held no records to import (each reported as it was met).
    public var skippedFiles = 0
    /// The format chosen for a new source (`SyncOptions.choosesFormat`), when it is not `oai_dc`.
    public var chosenFormat: String?
    public var seconds = 0.0

    public init() {}

    /// The line a cron job logs: `added N, updated N, deleted N in S s`.
    public var line: String {
        "added \(added), updated \(updated), deleted \(deleted) in \(String(format: "%.1f", seconds)) s"
    }
}
