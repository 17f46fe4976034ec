import ForteCovers
import ForteNetwork

extension CoverFailure {
    /// The picture's words for the command line: with the option that allows it more time.
    var commandLineDescription: String {
        description(wording: \.commandLineWords)
    }

    /// `summary(count:)` in the command line's words.
    func commandLineSummary(count: Int) -> String {
        summary(count: count, wording: \.commandLineWords)
    }
}
