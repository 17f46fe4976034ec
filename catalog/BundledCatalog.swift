import Foundation

/// The demo catalog shipped with forte: saved OAI-PMH responses that a brand-new
/// user's first `forte browse` imports, so there is music to see without a network.
public enum BundledCatalog {
    /// The directory of saved `ListRecords` responses.
    public static var responses: URL? {
        Bundle.module.url(forResource: "responses", withExtension: nil)
    }

    /// The source name the bundled items are filed under.
    public static let sourceName = "bundled"
}
