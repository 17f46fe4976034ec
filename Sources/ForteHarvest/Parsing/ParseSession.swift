import CLibXML2

/// What libxml2's SAX2 callbacks reach through the user-data pointer: the builder and the first failure.
///
/// A failure halts the parser by disabling SAX and marking the input ended, never with `xmlStopParser`:
/// libxml2 2.9's xmlStopParser frees the input buffer that the function calling back may still be reading.
struct ParseSession: ~Copyable {
    var builder: ResponseBuilder
    private(set) var failure: (any Error)?
    let context: xmlParserCtxtPtr
    /// Set while libxml2 is told the document has ended: what it then reports means the document ends early.
    var isEnding = false

    /// Runs one SAX event through the builder unless parsing has already failed.
    mutating func run(_ event: (inout ResponseBuilder) throws -> Void) {
        guard failure == nil else { return }
        do {
            try event(&builder)
        } catch let refusal as ParseRefusal {
            var error = OAIParseError(
                refusal.reason, line: Int(xmlSAX2GetLineNumber(context)),
                column: Int(xmlSAX2GetColumnNumber(context)))
            error.exceedsLimit = refusal.exceedsLimit
            fail(error)
        } catch {
            fail(error)
        }
    }

    /// A document type declaration: OAI-PMH has none, and entities are how hostile documents attack.
    mutating func refuseDocumentType() {
        guard failure == nil else { return }
        fail(OAIParseError("refused: the document declares a DTD/entities", line: Int(xmlSAX2GetLineNumber(context))))
    }

    /// The XML declaration has been read: a document in an encoding the parser does not take goes no further.
    mutating func checkDeclaredEncoding() {
        guard failure == nil, let declared = context.pointee.encoding else { return }
        let name = String(cString: declared)
        guard !DeclaredEncoding.isAccepted(name) else { return }
        fail(
            OAIParseError(
                "not an OAI-PMH response: the document declares the encoding \(name); OAI-PMH requires UTF-8",
                line: Int(xmlSAX2GetLineNumber(context))))
    }

    /// libxml2 reports errors here; a fatal one ends the parse (2.9 would otherwise go on after bad UTF-8 as Latin-1).
    mutating func report(_ error: xmlError) {
        guard failure == nil, error.level == XML_ERR_FATAL else { return }
        // At the end libxml2 reports a cut-off document in many ways ("Extra content", "expected '>'", ...).
        // A document whose declared encoding failed to convert ends early too, but the cause is the stuck bytes.
        fail(
            !isEnding || builder.isComplete
                ? OAIParseError(libxml2: error)
                : hasUnconvertedBytes
                    ? OAIParseError(OAIParseError.invalidInDeclaredEncoding, line: Int(error.line))
                    : OAIParseError(OAIParseError.endsEarly, line: Int(error.line)))
    }

    /// Whether libxml2 holds bytes its decoder for the declared encoding could not convert: the conversion
    /// stops at the first byte that is invalid in that encoding, and libxml2 2.9 does not always say so.
    private var hasUnconvertedBytes: Bool {
        guard let raw = context.pointee.input?.pointee.buf?.pointee.raw else { return false }
        return xmlBufUse(raw) > 0
    }

    mutating func fail(_ error: any Error) {
        failure = error
        context.pointee.disableSAX = 1
        context.pointee.instate = XML_PARSER_EOF
    }
}
