/// The OAI-PMH side of the fixture server: answers a request from the state, misbehaving as told.
struct FixtureResponder {
    /// Documents are bytes, built in place: the server stays cheap beside the client it serves on the same cores.
    enum Answer {
        case xml([UInt8], status: Int)
        case html(status: Int, retryAfter: String?)
        /// Send this much of the body, then close (or stall first).
        case broken([UInt8], type: String, sendFraction: Double, stallSeconds: Double?)
        /// A complete response whose body is cut short.
        case truncated([UInt8], type: String)
    }

    /// Tokens handed out: token → the list's position and window, and whether it is in marc21.
    var tokens: [String: (cursor: Int, window: ListWindow, marc: Bool)] = [:]

    /// A list's `from` and `until`, as asked for: the records whose datestamps lie between them, compared at the
    /// granularity the bounds are written in (a datestamp's prefix as long as the bound).
    struct ListWindow {
        var from: String?
        var until: String?
    }
    var issued = 0
    /// The records by datestamp (ties in the repository's order), for windows: a window is a stretch of them, found
    /// by bisection, so that its pages cost what a whole list's do, as a repository's database answers `from` and
    /// `until` through an index. Filtering the records for each new window made the server, not the client, the
    /// bottleneck: a 100,000-record harvest in windows took 1.80 s after each change of the repository and 1.41 s
    /// after, where clients that list no windows (the I/O floor, the peers) never paid. Made at the first window asked
    /// for, and forgotten whenever a test changes the repository.
    var byDatestamp: [FixtureRecord]?

    mutating func answer(_ arguments: [String: String], state: inout FixtureState) -> Answer {
        var misbehaviour: Misbehaviour {
            get { state.misbehaviour }
            set { state.misbehaviour = newValue }
        }
        if let refusal = Self.refusal(&misbehaviour) { return refusal }
        switch arguments["verb"] {
        case "Identify":
            return .xml(
                envelope(state, arguments) { document in
                    document += "<Identify><repositoryName>".utf8
                    document.appendEscaped(state.repositoryName)
                    document +=
                        """
                        </repositoryName><baseURL>http://127.0.0.1/oai</baseURL>\
                        <protocolVersion>2.0</protocolVersion><adminEmail>admin@fixture.test</adminEmail>\
                        <earliestDatestamp>2000-01-01T00:00:00Z</earliestDatestamp><deletedRecord>persistent</deletedRecord>\
                        <granularity>\(state.granularity)</granularity></Identify>
                        """.utf8
                }, status: 200)
        case "ListMetadataFormats":
            return .xml(
                envelope(
                    state, arguments,
                    """
                    <ListMetadataFormats><metadataFormat><metadataPrefix>oai_dc</metadataPrefix>\
                    <schema>http://www.openarchives.org/OAI/2.0/oai_dc.xsd</schema>\
                    <metadataNamespace>http://www.openarchives.org/OAI/2.0/oai_dc/</metadataNamespace></metadataFormat>\
                    \(state.offersMARC ? Self.marcFormat : "")</ListMetadataFormats>
                    """), status: 200)
        case "ListSets":
            return .xml(
                envelope(
                    state, arguments,
                    "<ListSets><set><setSpec>music</setSpec><setName>Sheet music</setName></set></ListSets>"),
                status: 200)
        case "ListRecords":
            return listRecords(arguments, state: &state)
        default:
            return .xml(envelope(state, arguments, "<error code=\"badVerb\">Illegal verb</error>"), status: 200)
        }
    }

    private mutating func listRecords(_ arguments: [String: String], state: inout FixtureState) -> Answer {
        let cursor: Int
        var window: ListWindow
        let marc: Bool
        if let token = arguments["resumptionToken"] {
            if state.misbehaviour.expireTokens > 0 {
                state.misbehaviour.expireTokens -= 1
                return .xml(
                    envelope(state, arguments, "<error code=\"badResumptionToken\">The token has expired</error>"),
                    status: 200)
            }
            guard let position = tokens[token] else {
                return .xml(
                    envelope(state, arguments, "<error code=\"badResumptionToken\">Unknown token</error>"), status: 200)
            }
            (cursor, window, marc) = position
        } else {
            marc = state.offersMARC && arguments["metadataPrefix"] == "marc21"
            guard arguments["metadataPrefix"] == "oai_dc" || marc else {
                return .xml(
                    envelope(state, arguments, "<error code=\"cannotDisseminateFormat\">Only oai_dc</error>"),
                    status: 200)
            }
            if arguments["until"] != nil, state.misbehaviour.refusesUntil {
                return .xml(
                    envelope(state, arguments, "<error code=\"badArgument\">until is not supported</error>"),
                    status: 200)
            }
            (cursor, window) = (
                0,
                ListWindow(from: arguments["from"], until: state.misbehaviour.ignoresUntil ? nil : arguments["until"])
            )
        }
        if state.misbehaviour.unavailableCount > 0, let stormFrom = state.misbehaviour.unavailableFrom,
            let from = window.from,
            from >= stormFrom
        {
            state.misbehaviour.unavailableCount -= 1
            return .html(status: 503, retryAfter: state.misbehaviour.retryAfter)
        }
        if state.misbehaviour.emptyPages != 0 {
            state.misbehaviour.emptyPages -= 1
            let token = issue(cursor: cursor, window: window, marc: marc)
            return .xml(
                envelope(state, arguments) { document in
                    document += "<ListRecords><resumptionToken>".utf8
                    document.appendEscaped(token)
                    document += "</resumptionToken></ListRecords>".utf8
                }, status: 200)
        }
        let matching = window.from == nil && window.until == nil ? state.records[...] : records(in: window, of: state)
        if matching.isEmpty {
            return .xml(envelope(state, arguments, "<error code=\"noRecordsMatch\">No records</error>"), status: 200)
        }
        let page = matching.dropFirst(cursor).prefix(state.pageSize)
        let next = cursor + page.count
        let token =
            next < matching.count
            ? (state.misbehaviour.repeatTokens
                ? repeated(cursor: next, window: window, marc: marc) : issue(cursor: next, window: window, marc: marc))
            : nil
        let document = envelope(state, arguments) { document in
            document += "<ListRecords>".utf8
            for var record in page {
                if state.misbehaviour.controlCharacters { record.title += "\u{1}\u{B}\u{1B}" }
                record.xml(into: &document, marc: marc, music: state.music)
            }
            let size = state.tellsListSize ? " completeListSize=\"\(matching.count)\" cursor=\"\(cursor)\"" : ""
            if let token {
                document += "<resumptionToken\(size)>".utf8
                document.appendEscaped(token)
                document += "</resumptionToken>".utf8
            } else if cursor > 0 {
                document += "<resumptionToken\(size)/>".utf8
            }
            document += "</ListRecords>".utf8
        }
        return Self.breaking(document, type: "text/xml", &state.misbehaviour) ?? .xml(document, status: 200)
    }

    /// The window's records, by datestamp: one stretch of `byDatestamp`, as the window compares a prefix of each
    /// datestamp and datestamps sort by their prefixes.
    private mutating func records(in window: ListWindow, of state: FixtureState) -> ArraySlice<FixtureRecord> {
        let records =
            byDatestamp
            ?? state.records.enumerated().sorted {
                ($0.element.datestamp, $0.offset) < ($1.element.datestamp, $1.offset)
            }
            .map(\.element)
        byDatestamp = records
        let start = Self.firstIndex(in: records) { record in
            window.from.map { record.datestamp.prefix($0.count) >= $0 } ?? true
        }
        let end = Self.firstIndex(in: records) { record in
            window.until.map { record.datestamp.prefix($0.count) > $0 } ?? false
        }
        return records[start..<max(start, end)]
    }

    /// The first index from which `holds` holds, bisected: it holds from some index of `records` on.
    private static func firstIndex(in records: [FixtureRecord], where holds: (FixtureRecord) -> Bool) -> Int {
        var (low, high) = (0, records.count)
        while low < high {
            let middle = (low + high) / 2
            if holds(records[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// What the server answers any request with, pages and pictures alike, while it is unavailable (503), failing
    /// (500) or sending an HTML page in place of everything; nil when it answers.
    static func refusal(_ misbehaviour: inout Misbehaviour) -> Answer? {
        if misbehaviour.serviceUnavailable > 0 {
            misbehaviour.serviceUnavailable -= 1
            return .html(status: 503, retryAfter: misbehaviour.retryAfter)
        }
        if misbehaviour.internalErrors > 0 {
            misbehaviour.internalErrors -= 1
            return .html(status: 500, retryAfter: nil)
        }
        return misbehaviour.html ? .html(status: 200, retryAfter: nil) : nil
    }

    /// A list page's or a picture's body broken off, stalled or cut short, while the misbehaviour says so; nil when
    /// it goes whole. `body` is made only for a break (a picture may be 50 MB).
    static func breaking(
        _ body: @autoclosure () -> [UInt8], type: String, _ misbehaviour: inout Misbehaviour
    ) -> Answer? {
        if misbehaviour.dropMidBody > 0 {
            misbehaviour.dropMidBody -= 1
            return .broken(body(), type: type, sendFraction: 0.5, stallSeconds: nil)
        }
        if misbehaviour.stalls > 0 {
            misbehaviour.stalls -= 1
            return .broken(body(), type: type, sendFraction: 0.5, stallSeconds: misbehaviour.stallSeconds)
        }
        if misbehaviour.truncate > 0 {
            misbehaviour.truncate -= 1
            return .truncated(body(), type: type)
        }
        return nil
    }

    /// A fresh token for a position; full of characters that must be percent-encoded.
    private mutating func issue(cursor: Int, window: ListWindow, marc: Bool) -> String {
        issued += 1
        let token = "t\(issued)/\(cursor)+&=ü?"
        tokens[token] = (cursor, window, marc)
        return token
    }

    /// The same token every time, always pointing further on: a server bug that loops clients forever.
    private mutating func repeated(cursor: Int, window: ListWindow, marc: Bool) -> String {
        tokens["same"] = (cursor, window, marc)
        return "same"
    }

    static let marcFormat = """
        <metadataFormat><metadataPrefix>marc21</metadataPrefix><schema>http://www.loc.gov/standards/marcxml/schema/MARC21slim.xsd</schema>\
        <metadataNamespace>http://www.loc.gov/MARC21/slim</metadataNamespace></metadataFormat>
        """

    private func envelope(_ state: FixtureState, _ arguments: [String: String], _ body: String) -> [UInt8] {
        envelope(state, arguments) { $0 += body.utf8 }
    }

    /// The OAI-PMH document around what `body` appends.
    private func envelope(
        _ state: FixtureState, _ arguments: [String: String], body: (inout [UInt8]) -> Void
    ) -> [UInt8] {
        var document = Array(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" \
            xsi:schemaLocation="http://www.openarchives.org/OAI/2.0/ http://www.openarchives.org/OAI/2.0/OAI-PMH.xsd">\
            <responseDate>\(state.responseDate)</responseDate><request
            """.utf8)
        for (key, value) in arguments.sorted(by: { $0.key < $1.key }) {
            document += " \(key)=\"".utf8
            document.appendEscaped(value)
            document += "\"".utf8
        }
        document += ">http://127.0.0.1/oai</request>".utf8
        body(&document)
        document += "</OAI-PMH>".utf8
        return document
    }
}
