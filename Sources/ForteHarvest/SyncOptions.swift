import Logging

/// How to sync a source.
public struct SyncOptions: Sendable {
    /// Harvest records changed since this date instead of since the last complete harvest.
    public var from: String?
    /// Harvest the whole list again and remove the items the repository no longer has.
    public var full = false
    /// For a source not synced before: harvest the richest format the repository offers that forte builds items
    /// from (`ItemFormats`), not the source's `metadataPrefix`.
    public var choosesFormat = false
    public var http: HTTPConfiguration
    public var retry = RetryPolicy()
    public var logger: Logger

    public init(http: HTTPConfiguration, logger: Logger) {
        self.http = http
        self.logger = logger
    }
}
