import ForteNetwork
import Logging

/// The metadata formats forte builds items from, richest first: MARCXML (`marc21`, `marcxml`, `MARC21`: relator
/// codes, uniform titles, medium of performance), then MODS, then Dublin Core (`oai_dc`). Any other format is
/// only kept as harvested, for export.
public enum ItemFormats {
    /// How rich a format is for items (higher is richer), by its prefix or its namespace; nil when forte builds
    /// no items from it.
    public static func richness(of format: MetadataFormat) -> Int? {
        switch (format.prefix.lowercased(), format.namespace) {
        case ("marc21", _), ("marcxml", _), ("marc", _), (_, "http://www.loc.gov/MARC21/slim"): 3
        case ("mods", _), (_, "http://www.loc.gov/mods/v3"): 2
        case ("oai_dc", _), (_, "http://www.openarchives.org/OAI/2.0/oai_dc/"): 1
        default: nil
        }
    }

    /// The formats of `formats` forte builds items from, in the repository's order.
    public static func readable(_ formats: [MetadataFormat]) -> [MetadataFormat] {
        formats.filter { richness(of: $0) != nil }
    }

    /// The richest format the repository at `url` offers that forte builds items from; `oai_dc`, which every
    /// repository must offer, when it lists none (or answers ListMetadataFormats with an error). Throws what
    /// stops the request itself (a timeout, a failing server), as a harvest would meet it too.
    static func richest(at url: String, http: HTTPConfiguration, retry: RetryPolicy, logger: Logger) throws -> String {
        let client = OAIClient(baseURL: url, http: http, retry: retry, logger: logger)
        let page = try client.perform(.listMetadataFormats())
        guard page.response.errors.isEmpty else { return "oai_dc" }
        let best = page.response.metadataFormats.max { (richness(of: $0) ?? 0) < (richness(of: $1) ?? 0) }
        return best.flatMap { richness(of: $0) != nil ? $0.prefix : nil } ?? "oai_dc"
    }
}
