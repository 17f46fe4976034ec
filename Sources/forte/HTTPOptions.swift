import ArgumentParser
import ForteHarvest
import ForteNetwork

/// `--timeout SECONDS`, taken by the commands that talk to a repository, and the HTTP configuration they share.
struct HTTPOptions: ParsableArguments {
    @Option(help: ArgumentHelp("""
        Seconds one response may take, from connecting to its last byte; a stalled one (under 100 bytes/s for \
        60 s) fails sooner. Retries come after, within their own limits.
        """, valueName: "seconds"))
    var timeout = HTTPConfiguration.defaultTimeout

    func validate() throws {
        guard timeout >= 1 else { throw ValidationError("--timeout takes whole seconds, at least 1") }
    }

    var configuration: HTTPConfiguration {
        var configuration = Self.standard
        configuration.timeout = timeout
        return configuration
    }

    /// forte's HTTP configuration with no option given (for a command without `--timeout`).
    static var standard: HTTPConfiguration { HTTPConfiguration(userAgent: "forte/\(ForteVersion.current)") }
}
