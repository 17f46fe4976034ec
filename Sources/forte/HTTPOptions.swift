import ArgumentParser
import ForteHarvest
import ForteNetwork

/// `--timeout SECONDS`, taken by the commands that talk to a repository, and the HTTP configuration they share.
struct HTTPOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            """
            Seconds one request may take, from connecting to its last byte, its retries and their waits included; \
            a stalled response (under 100 bytes/s for 60 s) fails sooner. Without it, a response may take \
            \(HTTPConfiguration.defaultTimeout) s, and retries come after, within their own limits.
            """, valueName: "seconds"))
    var timeout: Int?

    func validate() throws {
        guard (timeout ?? 1) >= 1 else { throw ValidationError("--timeout takes whole seconds, at least 1") }
    }

    var configuration: HTTPConfiguration {
        var configuration = Self.standard
        if let timeout { configuration.timeout = timeout }
        return configuration
    }

    /// The retries a request may make: within `--timeout` when it is given.
    var retry: RetryPolicy {
        var retry = RetryPolicy()
        retry.deadline = timeout.map(Double.init)
        return retry
    }

    /// forte's HTTP configuration with no option given (for a command without `--timeout`).
    static var standard: HTTPConfiguration { HTTPConfiguration(userAgent: "forte/\(ForteVersion.current)") }
}
