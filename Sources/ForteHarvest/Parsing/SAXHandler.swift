import CLibXML2

extension xmlSAXHandler {
    /// SAX2 callbacks that drive the ParseSession the user-data pointer points at. Everything else stays nil:
    /// no tree, no entity declarations or lookups, no external subset, so nothing is expanded, loaded or fetched.
    static func forSession() -> xmlSAXHandler {
        var handler = xmlSAXHandler()
        handler.initialized = UInt32(XML_SAX2_MAGIC)
        handler.startDocument = { userData in session(userData).pointee.checkDeclaredEncoding() }
        handler.startElementNs = {
            userData, localname, prefix, uri, namespaceCount, namespaces, attributeCount, _, attributes in
            session(userData).pointee.run {
                try $0.start(
                    localname: localname!, prefix: prefix, uri: uri,
                    namespaces: namespaces, namespaceCount: Int(namespaceCount),
                    attributes: SAXAttributes(base: attributes, count: Int(attributeCount)))
            }
        }
        handler.endElementNs = { userData, localname, prefix, _ in
            session(userData).pointee.run { try $0.end(localname: localname!, prefix: prefix) }
        }
        let characters: charactersSAXFunc = { userData, characters, length in
            session(userData).pointee.run {
                try $0.characters(UnsafeBufferPointer(start: characters, count: Int(length)))
            }
        }
        handler.characters = characters
        handler.cdataBlock = characters
        handler.internalSubset = { userData, _, _, _ in session(userData).pointee.refuseDocumentType() }
        handler.serror = { userData, error in
            if let error { session(userData).pointee.report(error.pointee) }
        }
        return handler
    }
}

private func session(_ userData: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<ParseSession> {
    userData!.assumingMemoryBound(to: ParseSession.self)
}
