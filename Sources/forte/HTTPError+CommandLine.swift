import ForteNetwork

extension HTTPError {
    /// The transfer's words for the command line: with the option that allows it more time.
    var commandLineDescription: String {
        description(wording: \.commandLineWords)
    }
}

extension HTTPError.Remedy {
    /// With the option that gives it: `HTTPError`'s and `CoverFailure`'s remedy.
    var commandLineWords: String {
        switch self {
        case .longerTimeLimit: "raise --timeout"
        }
    }
}
