import ForteHarvest
import ForteNetwork
import Foundation
import Synchronization

/// Fetches pictures into a `CoverCache`, `connections` at a time: each connection a reused libcurl handle with the
/// harvester's timeouts, redirect rules, limits and retries (see `HTTPClient`, `RetryPolicy`), which asks again for
/// a picture it has only if it changed (`If-None-Match`, `If-Modified-Since`). A picture a catalog on the internet
/// links to is fetched only from public addresses: a record cannot send forte into the user's own network.
public final class CoverFetcher: Sendable {
    private let cache: CoverCache
    private let http: HTTPConfiguration
    private let retry: RetryPolicy
    private let connections: Int
    /// Hosts that did not answer (refused, timed out) in this run: not asked again, so one dead host does not take a
    /// transfer's deadline for each of its pictures.
    private let setAside = Mutex<Set<String>>([])
    /// Whether each source's host (by name) is on the user's own network: resolved once a run.
    private let ownHosts = Mutex<[String: Bool]>([:])
    /// The most seconds one picture's transfer takes, whatever `--timeout` allows a repository's response.
    public static let deadline = 60
    /// The longest link to a picture forte asks for (in bytes): a catalog's links of megabytes are not held by the
    /// thousand, nor sent.
    public static let longestLink = 8 << 10

    public enum Outcome: Sendable, Equatable {
        case fetched
        /// The server says the picture kept is still its picture.
        case unchanged
        /// What went wrong, with its URL; `MissingPicture(_:)` gives it in a card's words.
        case failed(CoverFailure)
    }

    /// `http`'s response limit is lowered to what `ImageDecoder` takes; its time for a response, to `deadline` and to
    /// the retries' budget (checked only between attempts, which one slow transfer would outlast).
    public init(cache: CoverCache, http: HTTPConfiguration, retry: RetryPolicy, connections: Int = 4) {
        var http = http
        http.maxResponseBytes = min(http.maxResponseBytes, ImageLimits.standard.bytes)
        http.timeout = max(1, min(http.timeout, Self.deadline, Int(retry.budget)))
        (self.cache, self.http, self.retry, self.connections) = (cache, http, retry, max(1, connections))
    }

    /// Fetches each link (a picture's URL, with the URL of the source that gives it, as `CoverLinks.sourceURL`), and
    /// tells `done` how each went, from whichever connection fetched it.
    /// A host not yet heard from is tried by one connection at a time (see `HostTrials`). A thread a connection: the
    /// dispatch pool runs no more at once than there are processors, and two connections on a host that never
    /// answered held up every other.
    public func fetch(_ links: [(url: String, sourceURL: String?)], done: @Sendable (String, Outcome) -> Void) {
        let trials = HostTrials(hosts: links.map { Self.host(of: $0.url) })
        let finished = DispatchGroup()
        withoutActuallyEscaping(done) { done in
            let report = Report(done)
            for _ in 0..<min(connections, links.count) {
                finished.enter()
                Thread { [self] in
                    defer { finished.leave() }
                    let connection = connection()
                    while let index = trials.claim() {
                        let (url, host) = (links[index].url, Self.host(of: links[index].url))
                        let outcome = connection.fetch(url, linkedFrom: links[index].sourceURL)
                        trials.finish(index, answered: !setAside.withLock { $0.contains(host) })
                        report.done?(url, outcome)
                    }
                }.start()
            }
            finished.wait()
            report.done = nil
        }
    }

    /// `fetch`'s `done`, for its threads: a `Thread` keeps its closure after it has run, so they hold `done` through
    /// this, emptied once they have ended. Unchecked: `done` is written only before the threads start and after they
    /// end.
    private final class Report: @unchecked Sendable {
        var done: (@Sendable (String, Outcome) -> Void)?

        init(_ done: @escaping @Sendable (String, Outcome) -> Void) {
            self.done = done
        }
    }

    /// A link's host and port: what is set aside, and tried alone.
    private static func host(of url: String) -> String {
        URLComponents(string: url).map { "\($0.host ?? ""):\($0.port ?? 0)" } ?? url
    }

    /// One reused libcurl handle: for a thread that fetches picture after picture (the browse screen's workers).
    public func connection() -> Connection {
        Connection(fetcher: self, client: HTTPClient(configuration: http))
    }

    /// A connection of the fetcher's. Used by one thread at a time (libcurl's easy handle is not shared), which
    /// the holder ensures: it is Sendable only to be handed from thread to thread.
    public final class Connection: @unchecked Sendable {
        private let fetcher: CoverFetcher
        private let client: HTTPClient

        fileprivate init(fetcher: CoverFetcher, client: HTTPClient) {
            (self.fetcher, self.client) = (fetcher, client)
        }

        /// The picture at `url`, which the source at `sourceURL` links to (see `CoverLinks.sourceURL`).
        public func fetch(_ url: String, linkedFrom sourceURL: String?) -> Outcome {
            fetcher.fetch(url, publicOnly: !fetcher.isOwnNetwork(sourceURL), with: client)
        }
    }

    /// Whether the pictures of the source at `sourceURL` may be on the user's own network (loopback, private or
    /// link-local addresses): saved responses the user imported, or a repository served from there (every address its
    /// host resolves to, through `HTTPConfiguration.addressScope`). Not a source on the internet, nor one not known.
    private func isOwnNetwork(_ sourceURL: String?) -> Bool {
        guard let sourceURL else { return false }
        guard SourceSync.isRepository(sourceURL) else { return true }
        guard let host = URLComponents(string: sourceURL)?.host, !host.isEmpty else { return false }
        if let known = ownHosts.withLock({ $0[host] }) { return known }
        let addresses = IPAddress.resolving(host)
        let own = !addresses.isEmpty && addresses.allSatisfy { http.addressScope($0) != .internet }
        ownHosts.withLock { $0[host] = own }
        return own
    }

    private func fetch(_ url: String, publicOnly: Bool, with client: HTTPClient) -> Outcome {
        guard url.utf8.count <= Self.longestLink else { return .failed(.linkTooLong(url)) }
        let host = Self.host(of: url)
        if setAside.withLock({ $0.contains(host) }) {
            let reason = "\(url) was not asked for: its host did not answer earlier"
            return .failed(CoverFailure(.transfer(.cannotConnect), reason))
        }
        // Only the validators: the picture itself is not read to ask whether it changed.
        let kept = cache.validators(for: url)
        let headers = [
            kept?.etag.map { "If-None-Match: \($0)" }, kept?.lastModified.map { "If-Modified-Since: \($0)" },
        ].compactMap { $0 }
        let started = ContinuousClock.now
        var attempt = 1
        while true {
            let failure: HarvestError
            do {
                var bytes: [UInt8] = []
                let head = try client.get(url, headers: headers, publicOnly: publicOnly) { bytes += $0 }
                if head.status == 304, kept != nil {
                    cache.markUsed(url)
                    return .unchanged
                }
                if (200..<300).contains(head.status) {
                    // By its first bytes, not by the type the server claims (an HTML page sent as image/jpeg, say).
                    guard ImageDecoder.isPicture(bytes) else {
                        return .failed(CoverFailure(.notPicture, "\(url) is not a JPEG or PNG image"))
                    }
                    do {
                        try cache.store(
                            CoverCache.Entry(bytes: bytes, etag: head.etag, lastModified: head.lastModified), for: url)
                    } catch {
                        let reason = "cannot keep \(url) in \(cache.directory): \(error.localizedDescription)"
                        return .failed(CoverFailure(.cannotKeep, reason))
                    }
                    return .fetched
                }
                failure = .status(head.status, url: url, body: head.errorBody, retryAfter: head.retryAfter)
            } catch let error as HTTPError {
                // A host that did not answer in time is set aside at once, not retried: a silent host held a worker
                // for the retries' whole budget, and the good hosts' pictures waited behind it.
                if [.cannotConnect, .timedOut, .tookTooLong].contains(error.kind) {
                    setAside.withLock { _ = $0.insert(host) }
                    return .failed(CoverFailure(.transfer(error), url: url))
                }
                failure = .transfer(error)
            } catch {
                return .failed(CoverFailure(.transfer(.other), "cannot fetch \(url): \(error)"))
            }
            let spent = Double((ContinuousClock.now - started).components.seconds)
            switch retry.decision(after: failure, attempt: attempt, spent: spent) {
            case .backoff(let delay), .wait(let delay):
                retry.sleep(delay)
                attempt += 1
            case .giveUp(let error):
                return .failed(CoverFailure(error, url: url))
            }
        }
    }
}
