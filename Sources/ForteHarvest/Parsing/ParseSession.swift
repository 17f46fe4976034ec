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
            fail(OAIParseError(refusal.reason, line: Int(xmlSAX2GetLineNumber(context)),
                               column: Int(xmlSAX2GetColumnNumber(context))))
        } catch {
            fail(error)
        }
    }

    /// A document type declaration: OAI-PMH has none, and entities are how hostile documents attack.
    mutating func refuseDocumentType() {
        guard failure == nil else { return }
        fail(OAIParseError("refused: the document declares a DTD/entities", line: Int(xmlSAX2GetLineNumber(context))))
    }

    /// libxml2 reports errors here; a fatal one ends the parse (2.9 would otherwise go on after bad UTF-8 as Latin-1).
    mutating func report(_ error: xmlError) {
        guard failure == nil, error.level == XML_ERR_FATAL else { return }
        // At the end libxml2 reports a cut-off document in many ways ("Extra content", "expected '>'", ...).
        fail(isEnding && !builder.isComplete ? OAIParseError(OAIParseError.endsEarly, line: Int(error.line))
                                             : OAIParseError(libxml2: error))
    }

    mutating func fail(_ error: any Error) {
        failure = error
        context.pointee.disableSAX = 1
        context.pointee.instate = XML_PARSER_EOF
    }
}
