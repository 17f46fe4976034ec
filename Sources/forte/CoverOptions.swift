import ArgumentParser
import ForteCovers

/// Where forte keeps pictures: `$XDG_CACHE_HOME/forte/covers`.
func coverCacheDirectory(in environment: [String: String]) -> String {
    xdgDirectory("XDG_CACHE_HOME", else: ".cache", in: environment) + "/forte/covers"
}

extension ImageSupport: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(choice: argument)
    }

    public static var allValueStrings: [String] { ["auto", "none"] + ImageProtocol.allCases.map(\.rawValue) }

    /// Completions offer the values, as they do for the enumerations that are `CaseIterable`.
    public static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}
