import CLibXML2
import ForteCatalog

/// Turns SAX2 events into records, handed on as each one ends, and the rest of the response.
/// Elements are matched by namespace and local name (interned pointers), never by prefix.
struct ResponseBuilder: ~Copyable {
    private let names: Vocabulary
    private let onRecord: (consuming OAIRecord) throws -> Void
    private var open: [Element] = []
    private var text = ElementText()
    private var writer = MetadataXMLWriter()
    private var catalogued = CataloguedRecordReader()
    private var header = OAIHeader()
    private var metadata: OAIRecord.Metadata?
    private var dublinCore = DublinCore.Builder(maxValues: Self.maxValues)
    private var error = OAIProtocolError(code: "", message: "")
    private var format = MetadataFormat()
    private var set = OAISet()
    /// What the current record and the rest of the response hold so far, in bytes (see `sizeLimit`).
    private var recordSize = 0, responseSize = 0
    private(set) var response = OAIResponse()
    /// Whether the root element has ended: the document is whole.
    private(set) var isComplete = false
    /// Set once the filter has marked a control character: from then on values are cleaned of its marks.
    var mayHoldMarkers = false {
        didSet {
            writer.removesMarkers = mayHoldMarkers
            catalogued.removesMarkers = mayHoldMarkers
        }
    }
    /// Whether the current record's identifier held a control character: the record is refused.
    private var identifierHeldMarkers = false
    /// Values the current record had past `maxValues` of an element, left out.
    private var droppedValues = 0

    init(names: Vocabulary, onRecord: @escaping (consuming OAIRecord) throws -> Void) {
        self.names = names
        self.onRecord = onRecord
        open.reserveCapacity(32)
    }

    mutating func start(
        localname: InternedName, prefix: UnsafePointer<xmlChar>?, uri: UnsafePointer<xmlChar>?,
        namespaces: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, namespaceCount: Int, attributes: SAXAttributes
    ) throws(ParseRefusal) {
        guard open.count < Self.maxDepth else {
            throw ParseRefusal.limit("elements are nested more than \(Self.maxDepth) deep")
        }
        guard let parent = open.last else {
            guard names.namespace(uri) == .oai, localname == names.oaiPMH else {
                let name = (prefix.map { String(cString: $0) + ":" } ?? "") + String(cString: localname)
                throw ParseRefusal("not an OAI-PMH response: the document is <\(name)>, not <OAI-PMH>")
            }
            open.append(.root)
            return
        }
        let element: Element
        switch parent {
        case .foreign, .metadata:
            if case .metadata = parent, names.namespace(uri) == .oaiDC, localname == names.dc {
                dublinCore.removeAll()
                element = .dublinCore
            } else if case .metadata = parent,
                catalogued.begins(localname: localname, uri: uri, attributes: attributes, names: names)
            {
                // A MARCXML or MODS record: read into Dublin Core as it passes, never written out.
                element = .catalogued
            } else {
                try writer.start(
                    localname: localname, prefix: prefix, uri: uri,
                    namespaces: namespaces, namespaceCount: namespaceCount, attributes: attributes)
                catalogued.start(localname: localname, uri: uri, attributes: attributes, names: names)
                element = .foreign
            }
        case .catalogued:
            // What reading an element may keep, text aside (its attributes: a MODS label, a type): a record of
            // empty elements is bounded too.
            try account(Self.cataloguedElementCost + attributes.valueByteCount, inRecord: true)
            catalogued.start(localname: localname, uri: uri, attributes: attributes, names: names)
            element = .catalogued
        case .dublinCore:
            if names.namespace(uri) == .dublinCore, let index = names.dublinCoreElements.firstIndex(of: localname) {
                text.begin()
                element = .dublinCoreValue(DublinCore.Element.allCases[index])
            } else {
                element = .ignored
            }
        default:
            element =
                names.namespace(uri) == .oai ? oaiElement(localname, in: parent, attributes: attributes) : .ignored
        }
        open.append(element)
    }

    private mutating func oaiElement(_ name: InternedName, in parent: Element, attributes: SAXAttributes) -> Element {
        switch parent {
        case .root:
            switch name {
            case names.responseDate: return collect(.responseDate)
            case names.error:
                error = OAIProtocolError(code: attributes.value(of: names.code) ?? "", message: "")
                return collect(.errorMessage)
            case names.identify:
                response.identity = RepositoryIdentity()
                return answer(.identify)
            case names.listMetadataFormats: return answer(.listMetadataFormats)
            case names.listSets: return answer(.listSets)
            case names.listIdentifiers: return answer(.listIdentifiers)
            case names.listRecords: return answer(.listRecords)
            case names.getRecord: return answer(.getRecord)
            default: return .ignored
            }
        case .verb(let verb):
            switch (verb, name) {
            case (_, names.resumptionToken):
                response.resumptionToken = ResumptionToken(
                    value: "",
                    completeListSize: attributes.value(of: names.completeListSize).flatMap(Self.count),
                    cursor: attributes.value(of: names.cursor).flatMap(Self.count),
                    expirationDate: attributes.value(of: names.expirationDate))
                return collect(.resumptionToken)
            case (.listRecords, names.record), (.getRecord, names.record):
                metadata = nil
                recordSize = 0
                droppedValues = 0
                return .record
            case (.listIdentifiers, names.header):
                recordSize = 0
                return beginHeader(attributes)
            case (.identify, names.repositoryName): return collect(.repositoryName)
            case (.identify, names.baseURL): return collect(.baseURL)
            case (.identify, names.protocolVersion): return collect(.protocolVersion)
            case (.identify, names.earliestDatestamp): return collect(.earliestDatestamp)
            case (.identify, names.deletedRecord): return collect(.deletedRecord)
            case (.identify, names.granularity): return collect(.granularity)
            case (.identify, names.adminEmail): return collect(.adminEmail)
            case (.listMetadataFormats, names.metadataFormat):
                format = MetadataFormat()
                return .metadataFormat
            case (.listSets, names.set):
                set = OAISet()
                return .set
            default: return .ignored
            }
        case .record:
            switch name {
            case names.header: return beginHeader(attributes)
            case names.metadata: return .metadata
            default: return .ignored
            }
        case .header:
            switch name {
            case names.identifier: return collect(.identifier)
            case names.datestamp: return collect(.datestamp)
            case names.setSpec: return collect(.setSpec)
            default: return .ignored
            }
        case .metadataFormat:
            switch name {
            case names.metadataPrefix: return collect(.metadataPrefix)
            case names.schema: return collect(.schema)
            case names.metadataNamespace: return collect(.metadataNamespace)
            default: return .ignored
            }
        case .set:
            switch name {
            case names.setSpec: return collect(.setSpecOfSet)
            case names.setName: return collect(.setName)
            default: return .ignored
            }
        default:
            return .ignored
        }
    }

    /// A count a server states, in a range where arithmetic on it cannot overflow (a trillion records is far more
    /// than any repository holds); nil otherwise, as if unstated.
    private static func count(_ text: String) -> Int? {
        Int(text).flatMap { (0...1_000_000_000_000).contains($0) ? $0 : nil }
    }

    private mutating func answer(_ verb: OAIVerb) -> Element {
        response.verb = verb
        return .verb(verb)
    }

    private mutating func collect(_ field: Field) -> Element {
        text.begin()
        return .field(field)
    }

    private mutating func beginHeader(_ attributes: SAXAttributes) -> Element {
        identifierHeldMarkers = false
        header = OAIHeader(isDeleted: attributes.value(of: names.status) == "deleted")
        return .header
    }

    mutating func characters(_ characters: UnsafeBufferPointer<xmlChar>) throws(ParseRefusal) {
        if text.isCollecting {
            try text.append(characters)
        } else if case .catalogued = open.last {
            try account(characters.count, inRecord: true)
            catalogued.characters(characters)
        } else if writer.isWriting {
            try writer.characters(characters)
            catalogued.characters(characters)
        }
    }

    mutating func end(localname: InternedName, prefix: UnsafePointer<xmlChar>?) throws {
        guard let element = open.popLast() else { return }
        switch element {
        case .field(let field):
            try store(String(decoding: text.end(removingMarkers: mayHoldMarkers), as: UTF8.self), in: field)
            if case .identifier = field { identifierHeldMarkers = text.heldMarkers }
        case .dublinCoreValue(let dublinCoreElement):
            // As bytes, into the record's buffer of values: no string of its own.
            let value = text.end(removingMarkers: mayHoldMarkers)
            try account(value.count + MemoryLayout<String>.size, inRecord: true)
            dublinCore.append(value, to: dublinCoreElement)
        case .catalogued:
            catalogued.end(localname: localname, names: names)
            if case .metadata = open.last { metadata = try finishCatalogued() }
        case .foreign:
            catalogued.end(localname: localname, names: names)
            if let xml = writer.end(localname: localname, prefix: prefix) {
                try account(xml.utf8.count, inRecord: true)
                // A collection around a MARCXML record: the record is an item.
                metadata = try finishCatalogued() ?? .xml(xml)
            }
        case .dublinCore:
            droppedValues += dublinCore.droppedValues
            metadata = .dublinCore(dublinCore.build())
        case .header:
            if case .verb(.listIdentifiers) = open.last {
                try hand(OAIRecord(header: take(&header, leaving: OAIHeader())))
            }
        case .record:
            let header = take(&header, leaving: OAIHeader())
            let metadata = take(&metadata, leaving: nil)
            try hand(OAIRecord(header: header, metadata: header.isDeleted ? nil : metadata))
        case .metadataFormat:
            try account(MemoryLayout<MetadataFormat>.size, inRecord: false)
            response.metadataFormats.append(format)
        case .set:
            try account(MemoryLayout<OAISet>.size, inRecord: false)
            response.sets.append(set)
        case .root:
            isComplete = true
        default:
            break
        }
    }

    /// The MARCXML or MODS record read as Dublin Core (nil when there was none), counted as what it expanded
    /// into: a label a record gives once may be copied to each of its links.
    private mutating func finishCatalogued() throws(ParseRefusal) -> OAIRecord.Metadata? {
        guard !catalogued.isFull else {
            throw ParseRefusal.limit("a record holds more than \(Self.sizeLimit >> 20) MB")
        }
        droppedValues += catalogued.droppedValues
        guard let values = catalogued.finish() else { return nil }
        try account(values.encoded.count, inRecord: true)
        return .dublinCore(values)
    }

    private mutating func store(_ value: String, in field: Field) throws(ParseRefusal) {
        switch field {
        case .identifier, .datestamp, .setSpec: try account(value, inRecord: true)
        default: try account(value, inRecord: false)
        }
        switch field {
        case .responseDate: response.responseDate = value
        case .errorMessage:
            error.message = value
            response.errors.append(error)
        case .resumptionToken: response.resumptionToken.change { $0.value = value }
        case .identifier: header.identifier = value
        case .datestamp: header.datestamp = value
        case .setSpec: header.setSpecs.append(value)
        case .repositoryName: response.identity.change { $0.repositoryName = value }
        case .baseURL: response.identity.change { $0.baseURL = value }
        case .protocolVersion: response.identity.change { $0.protocolVersion = value }
        case .earliestDatestamp: response.identity.change { $0.earliestDatestamp = value }
        case .deletedRecord: response.identity.change { $0.deletedRecord = value }
        case .granularity: response.identity.change { $0.granularity = value }
        case .adminEmail: response.identity.change { $0.adminEmails.append(value) }
        case .metadataPrefix: format.prefix = value
        case .schema: format.schema = value
        case .metadataNamespace: format.namespace = value
        case .setSpecOfSet: set.spec = value
        case .setName: set.name = value
        }
    }

    private mutating func account(_ value: String, inRecord: Bool) throws(ParseRefusal) {
        try account(value.utf8.count + MemoryLayout<String>.size, inRecord: inRecord)
    }

    private mutating func account(_ size: Int, inRecord: Bool) throws(ParseRefusal) {
        if inRecord {
            recordSize += size
            guard recordSize <= Self.sizeLimit else {
                throw ParseRefusal.limit("a record holds more than \(Self.sizeLimit >> 20) MB")
            }
        } else {
            responseSize += size
            guard responseSize <= Self.sizeLimit else {
                throw ParseRefusal.limit("the response holds more than \(Self.sizeLimit >> 20) MB besides its records")
            }
        }
    }

    private mutating func hand(_ record: consuming OAIRecord) throws {
        // Its place on the page, counting every record (or header) the page holds, kept or not.
        let position = response.recordCount + response.refusedRecords + response.unidentifiedRecords.count + 1
        guard position <= Self.maxRecords else {
            throw ParseRefusal.limit("the page holds more than \(Self.maxRecords) records")
        }
        // A record no identifier names cannot be stored, updated or deleted: it alone is left out.
        guard record.header.identifier.utf8.contains(where: { !ElementText.isWhiteSpace($0) }) else {
            response.unidentifiedRecords.append(position)
            return
        }
        guard !identifierHeldMarkers else {
            response.refusedRecords += 1
            return
        }
        if droppedValues > 0 { response.shortenedRecords.append(record.header.identifier) }
        response.recordCount += 1
        response.recordsSize += recordSize + Self.recordOverhead
        guard response.recordsSize <= Self.sizeLimit else {
            throw ParseRefusal.limit("the page's records hold more than \(Self.sizeLimit >> 20) MB")
        }
        try onRecord(record)
    }
}
