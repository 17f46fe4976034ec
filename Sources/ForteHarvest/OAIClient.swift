import ForteNetwork
import Logging

/// Talks OAI-PMH to one repository: builds the URL, fetches over one keep-alive connection,
/// parses as the bytes arrive, and retries what is worth retrying. One thread uses one client.
public final class OAIClient {
    public let baseURL: String
    private let http: HTTPClient
    private let retry: RetryPolicy
    private let logger: Logger
    /// Shared with the other connections of a harvest, so that a wait one is asked for holds them all.
    private let pause: SharedPause?

    public convenience init(baseURL: String, http: HTTPConfiguration, retry: RetryPolicy, logger: Logger) {
        self.init(baseURL: baseURL, http: http, retry: retry, logger: logger, pause: nil)
    }

    init(baseURL: String, http: HTTPConfiguration, retry: RetryPolicy, logger: Logger, pause: SharedPause?) {
        self.baseURL = baseURL
        self.http = HTTPClient(configuration: http)
        self.retry = retry
        self.logger = logger
        self.pause = pause
    }

    /// Performs `request`. Records of an attempt that fails are dropped with it, so a page is whole or absent.
    /// OAI-PMH `<error>`s are returned in the response, not thrown: whether one is fatal depends on the caller.
    public func perform(_ request: OAIRequest) throws(HarvestError) -> OAIPage {
        let url = request.url(baseURL: baseURL)
        var attempt = 1
        // Seconds of attempts and backoffs so far, as the budget counts them (a test's waits are not slept).
        var spent = 0.0
        // Seconds of waits the server asked for, which only a deadline counts.
        var askedWaits = 0.0
        // The end of this request's own last wait, which the shared pause need not add to.
        var waited: ContinuousClock.Instant?
        while true {
            pause?.wait(after: waited, sleep: retry.sleep)
            logger.debug("GET \(url)", metadata: ["attempt": "\(attempt)"])
            let started = ContinuousClock.now
            let failure: HarvestError
            switch fetch(url) {
            case .success(let page): return page
            case .failure(let error): failure = error
            }
            spent += (ContinuousClock.now - started).inSeconds
            let delay: Double
            switch retry.decision(after: failure, attempt: attempt, spent: spent, waited: askedWaits) {
            case .giveUp(let error): throw error
            case .wait(let seconds):
                delay = seconds
                askedWaits += seconds
            case .backoff(let seconds):
                delay = seconds
                spent += seconds
            }
            let retrying = "retrying in \(String(format: "%.1f", delay)) s after: \(failure)"
            if delay >= RetryPolicy.waitWorthSaying {
                logger.warning("\(retrying)", metadata: ["url": "\(url)"])
            } else {
                logger.info("\(retrying)", metadata: ["url": "\(url)"])
            }
            waited = pause?.extend(by: delay)
            retry.sleep(delay)
            attempt += 1
        }
    }

    private func fetch(_ url: String) -> Result<OAIPage, HarvestError> {
        var records: [OAIRecord] = []
        let parser = OAIResponseParser { records.append($0) }
        let head: HTTPResponseHead
        do {
            head = try http.get(url) { try parser.feed($0) }
        } catch let error as HTTPError {
            return .failure(.transfer(error))
        } catch let error as OAIParseError {
            return .failure(.notOAI(error, url: url))
        } catch {
            return .failure(.transfer(HTTPError(kind: .other, url: url, detail: "\(error)")))
        }
        guard (200..<300).contains(head.status) else {
            return .failure(.status(head.status, url: url, body: head.errorBody, retryAfter: head.retryAfter))
        }
        do {
            let response = try parser.finish()
            for note in response.notes { logger.warning("\(note)", metadata: ["url": "\(url)"]) }
            return .success(OAIPage(records: records, response: response))
        } catch let error as OAIParseError {
            return .failure(.notOAI(error, url: url))
        } catch {
            return .failure(.transfer(HTTPError(kind: .other, url: url, detail: "\(error)")))
        }
    }
}
