import ForteHarvest

/// A pasted repository URL without the protocol's own arguments (`?verb=Identify`), which forte adds itself, saying
/// so in one line when it drops any.
func repositoryBaseURL(_ url: String) -> String {
    let base = OAIRequest.baseURL(of: url)
    if !base.leftOut.isEmpty {
        reportError(
            "using \(base.url), without the URL's OAI-PMH arguments (\(base.leftOut.joined(separator: ", "))): forte adds its own"
        )
    }
    return base.url
}
