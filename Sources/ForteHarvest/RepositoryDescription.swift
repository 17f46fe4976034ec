import ForteNetwork
import Logging

/// What a repository says about itself, as `forte identify` shows it: Identify, ListMetadataFormats and
/// ListSets (followed with the same guards as a harvest's pages).
public struct RepositoryDescription: Sendable {
    public var identity: RepositoryIdentity
    public var formats: [MetadataFormat]
    public var sets: [OAISet]

    public static func fetch(
        _ url: String, http: HTTPConfiguration, retry: RetryPolicy = RetryPolicy(),
        logger: Logger
    ) throws -> RepositoryDescription {
        let client = OAIClient(baseURL: url, http: http, retry: retry, logger: logger)
        guard let identity = try checked(client.perform(.identify), .identify, url).identity else {
            throw HarvestError.noIdentity(url: url)
        }
        let formats = try checked(client.perform(.listMetadataFormats()), .listMetadataFormats(), url).metadataFormats
        return RepositoryDescription(identity: identity, formats: formats, sets: try client.sets())
    }

    private static func checked(_ page: OAIPage, _ request: OAIRequest, _ url: String) throws -> OAIResponse {
        if let error = page.response.errors.first {
            throw HarvestError.repository(error, url: request.url(baseURL: url))
        }
        return page.response
    }
}
