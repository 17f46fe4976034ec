import CLibXML2

/// libxml2's global state, set up once before any parser exists (xmlInitParser is not safe to race).
private let libxml2Initialised: Void = xmlInitParser()

/// A streaming OAI-PMH response parser on libxml2's SAX2 push parser.
/// Bytes go in as they arrive (libcurl's write callback, or chunks of a saved file);
/// each record is handed to `onRecord` as its </record> (or ListIdentifiers </header>) arrives.
public final class OAIResponseParser {
    /// libxml2 copies what it is given before parsing it; feeding at most this much at a time keeps that copy small.
    private static let pieceSize = 64 << 10

    private let context: xmlParserCtxtPtr
    private let session: UnsafeMutablePointer<ParseSession>
    private var filter = ControlCharacterFilter()
    private var tags = TagScanner()
    /// The document's first two bytes, to tell UTF-16 and UTF-32 (which the filter would mangle) from UTF-8.
    private var firstBytes: [UInt8] = []
    private var isFinished = false

    public init(onRecord: @escaping (consuming OAIRecord) throws -> Void) {
        _ = libxml2Initialised
        session = .allocate(capacity: 1)
        var handler = xmlSAXHandler.forSession()
        context = xmlCreatePushParserCtxt(&handler, session, nil, 0, nil)
        // No XML_PARSE_NOENT (entities stay unexpanded), no DTD loading or validation, no XML_PARSE_HUGE (limits stay).
        xmlCtxtUseOptions(context, Int32(XML_PARSE_NONET.rawValue))
        session.initialize(
            to: ParseSession(
                builder: ResponseBuilder(names: Vocabulary(dictionary: context.pointee.dict), onRecord: onRecord),
                context: context))
    }

    deinit {
        if let document = context.pointee.myDoc { xmlFreeDoc(document) }
        xmlFreeParserCtxt(context)
        session.deinitialize(count: 1)
        session.deallocate()
    }

    /// Feeds the next chunk. Throws OAIParseError, or rethrows what onRecord threw.
    public func feed(_ bytes: UnsafeRawBufferPointer) throws {
        precondition(!isFinished, "OAIResponseParser.feed after finish")
        if let failure = session.pointee.failure { throw failure }
        if firstBytes.count < 2 {
            firstBytes += bytes.prefix(2 - firstBytes.count)
            if firstBytes.count == 2 { try checkEncoding() }
        }
        var rest = bytes[...]
        while !rest.isEmpty {
            let piece = rest.prefix(Self.pieceSize)
            rest = rest.dropFirst(piece.count)
            try parse(UnsafeRawBufferPointer(rebasing: piece), terminate: false)
        }
    }

    /// Ends the document and returns what it said besides records.
    public func finish() throws -> OAIResponse {
        precondition(!isFinished, "OAIResponseParser.finish called twice")
        if let failure = session.pointee.failure { throw failure }
        isFinished = true
        guard !firstBytes.isEmpty else { throw OAIParseError.empty }
        session.pointee.isEnding = true
        try parse(UnsafeRawBufferPointer(start: nil, count: 0), terminate: true)
        guard session.pointee.builder.isComplete else {
            throw OAIParseError(OAIParseError.endsEarly, line: Int(xmlSAX2GetLineNumber(context)))
        }
        var response = session.pointee.builder.response
        response.droppedControlCharacters = filter.droppedCount
        return response
    }

    private func parse(_ piece: UnsafeRawBufferPointer, terminate: Bool) throws {
        do {
            try tags.scan(piece)
        } catch {
            // Found ahead of libxml2, whose line number would not be the tag's.
            var failure = OAIParseError(error.reason)
            failure.exceedsLimit = true
            session.pointee.fail(failure)
            throw failure
        }
        forte_silence_libxml2_errors()
        let status = filter.withLegalBytes(of: piece) { legal, marked in
            if marked { session.pointee.builder.mayHoldMarkers = true }
            return xmlParseChunk(
                context, legal.baseAddress?.assumingMemoryBound(to: CChar.self), Int32(legal.count), terminate ? 1 : 0)
        }
        // A failed conversion from a declared encoding stops libxml2 without a report to the session:
        // XML_ERR_INVALID_ENCODING when it fails at the end, a halted parser (-1) when it fails mid-document.
        let haltedSilently = status == Int32(XML_ERR_INVALID_ENCODING.rawValue) || status == -1
        if haltedSilently, session.pointee.failure == nil {
            session.pointee.fail(
                OAIParseError(OAIParseError.invalidInDeclaredEncoding, line: Int(xmlSAX2GetLineNumber(context))))
        }
        if let failure = session.pointee.failure { throw failure }
    }

    /// OAI-PMH responses are UTF-8; a UTF-16 or UTF-32 document starts with a byte order mark or a zero byte.
    private func checkEncoding() throws {
        let isWide = firstBytes == [0xFE, 0xFF] || firstBytes == [0xFF, 0xFE] || firstBytes.contains(0)
        guard !isWide else {
            let failure = OAIParseError(
                "not an OAI-PMH response: the document is UTF-16 or UTF-32; OAI-PMH requires UTF-8")
            session.pointee.fail(failure)
            throw failure
        }
    }
}
