import CLibXML2
import ForteCatalog

/// Turns SAX2 events into records, handed on as each one ends, and the rest of the response.
/// Elements are matched by namespace and local name (interned pointers), never by prefix.
struct ResponseBuilder {
    /// Deeper than any OAI-PMH response needs, and below libxml2's own limit (256), so the refusal is ours to word.
    static let maxDepth = 200

    enum Verb { case identify, listMetadataFormats, listSets, listIdentifiers, listRecords, getRecord }

    /// An element whose text is a value.
    enum Field {
        case responseDate, errorMessage, resumptionToken
        case identifier, datestamp, setSpec
        case dublinCore(Int)
        case repositoryName, baseURL, protocolVersion, earliestDatestamp, deletedRecord, granularity, adminEmail
        case metadataPrefix, schema, metadataNamespace
        case setSpecOfSet, setName
    }

    enum Element {
        case root, verb(Verb), record, header, metadata, dublinCore, metadataFormat, set
        case field(Field)
        case foreign        // inside non-Dublin-Core metadata: written back out as XML
        case ignored
    }

    private let names: Vocabulary
    private let onRecord: (OAIRecord) throws -> Void
    private var open: [Element] = []
    private var text = ElementText()
    private var writer = MetadataXMLWriter()
    private var header = OAIHeader()
    private var metadata: OAIRecord.Metadata?
    private var dublinCoreValues: [[String]] = []
    private(set) var response = OAIResponse()
    /// Whether the root element has ended: the document is whole.
    private(set) var isComplete = false

    init(names: Vocabulary, onRecord: @escaping (OAIRecord) throws -> Void) {
        self.names = names
        self.onRecord = onRecord
        open.reserveCapacity(32)
    }

    mutating func start(
        localname: InternedName, prefix: UnsafePointer<xmlChar>?, uri: UnsafePointer<xmlChar>?,
        namespaces: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, namespaceCount: Int, attributes: SAXAttributes
    ) throws(ParseRefusal) {
        guard open.count < Self.maxDepth else {
            throw ParseRefusal("refused: elements are nested more than \(Self.maxDepth) deep")
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
                dublinCoreValues = Array(repeating: [], count: names.dublinCoreElements.count)
                element = .dublinCore
            } else {
                try writer.start(localname: localname, prefix: prefix, uri: uri,
                                 namespaces: namespaces, namespaceCount: namespaceCount, attributes: attributes)
                element = .foreign
            }
        case .dublinCore:
            if names.namespace(uri) == .dublinCore, let index = names.dublinCoreElements.firstIndex(of: localname) {
                element = collect(.dublinCore(index))
            } else {
                element = .ignored
            }
        default:
            element = names.namespace(uri) == .oai ? oaiElement(localname, in: parent, attributes: attributes) : .ignored
        }
        open.append(element)
    }

    private mutating func oaiElement(_ name: InternedName, in parent: Element, attributes: SAXAttributes) -> Element {
        switch parent {
        case .root:
            switch name {
            case names.responseDate: return collect(.responseDate)
            case names.error:
                response.errors.append(OAIProtocolError(code: attributes.value(of: names.code) ?? "", message: ""))
                return collect(.errorMessage)
            case names.identify:
                response.identity = RepositoryIdentity()
                return .verb(.identify)
            case names.listMetadataFormats: return .verb(.listMetadataFormats)
            case names.listSets: return .verb(.listSets)
            case names.listIdentifiers: return .verb(.listIdentifiers)
            case names.listRecords: return .verb(.listRecords)
            case names.getRecord: return .verb(.getRecord)
            default: return .ignored
            }
        case .verb(let verb):
            switch (verb, name) {
            case (_, names.resumptionToken):
                response.resumptionToken = ResumptionToken(
                    value: "",
                    completeListSize: attributes.value(of: names.completeListSize).flatMap { Int($0) },
                    cursor: attributes.value(of: names.cursor).flatMap { Int($0) },
                    expirationDate: attributes.value(of: names.expirationDate))
                return collect(.resumptionToken)
            case (.listRecords, names.record), (.getRecord, names.record):
                metadata = nil
                return .record
            case (.listIdentifiers, names.header):
                return beginHeader(attributes)
            case (.identify, names.repositoryName): return collect(.repositoryName)
            case (.identify, names.baseURL): return collect(.baseURL)
            case (.identify, names.protocolVersion): return collect(.protocolVersion)
            case (.identify, names.earliestDatestamp): return collect(.earliestDatestamp)
            case (.identify, names.deletedRecord): return collect(.deletedRecord)
            case (.identify, names.granularity): return collect(.granularity)
            case (.identify, names.adminEmail): return collect(.adminEmail)
            case (.listMetadataFormats, names.metadataFormat):
                response.metadataFormats.append(MetadataFormat())
                return .metadataFormat
            case (.listSets, names.set):
                response.sets.append(OAISet())
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

    private mutating func collect(_ field: Field) -> Element {
        text.begin()
        return .field(field)
    }

    private mutating func beginHeader(_ attributes: SAXAttributes) -> Element {
        header = OAIHeader(isDeleted: attributes.value(of: names.status) == "deleted")
        return .header
    }

    mutating func characters(_ characters: UnsafeBufferPointer<xmlChar>) throws(ParseRefusal) {
        if text.isCollecting {
            try text.append(characters)
        } else if writer.isWriting {
            try writer.characters(characters)
        }
    }

    mutating func end(localname: InternedName, prefix: UnsafePointer<xmlChar>?) throws {
        guard let element = open.popLast() else { return }
        switch element {
        case .field(let field):
            store(text.end(), in: field)
        case .foreign:
            if let xml = writer.end(localname: localname, prefix: prefix) { metadata = .xml(xml) }
        case .dublinCore:
            var dublinCore = DublinCore()
            for (index, values) in dublinCoreValues.enumerated() where !values.isEmpty {
                dublinCore[element: DublinCore.elementNames[index]] = values
            }
            metadata = .dublinCore(dublinCore)
        case .header:
            if case .verb(.listIdentifiers) = open.last { try hand(OAIRecord(header: header)) }
        case .record:
            try hand(OAIRecord(header: header, metadata: header.isDeleted ? nil : metadata))
        case .root:
            isComplete = true
        default:
            break
        }
    }

    private mutating func store(_ value: String, in field: Field) {
        switch field {
        case .responseDate: response.responseDate = value
        case .errorMessage: response.errors[response.errors.count - 1].message = value
        case .resumptionToken: response.resumptionToken?.value = value
        case .identifier: header.identifier = value
        case .datestamp: header.datestamp = value
        case .setSpec: header.setSpecs.append(value)
        case .dublinCore(let index): dublinCoreValues[index].append(value)
        case .repositoryName: response.identity?.repositoryName = value
        case .baseURL: response.identity?.baseURL = value
        case .protocolVersion: response.identity?.protocolVersion = value
        case .earliestDatestamp: response.identity?.earliestDatestamp = value
        case .deletedRecord: response.identity?.deletedRecord = value
        case .granularity: response.identity?.granularity = value
        case .adminEmail: response.identity?.adminEmails.append(value)
        case .metadataPrefix: response.metadataFormats[response.metadataFormats.count - 1].prefix = value
        case .schema: response.metadataFormats[response.metadataFormats.count - 1].schema = value
        case .metadataNamespace: response.metadataFormats[response.metadataFormats.count - 1].namespace = value
        case .setSpecOfSet: response.sets[response.sets.count - 1].spec = value
        case .setName: response.sets[response.sets.count - 1].name = value
        }
    }

    private mutating func hand(_ record: OAIRecord) throws {
        guard !record.header.identifier.isEmpty else {
            throw ParseRefusal("not an OAI-PMH response: a record has no identifier")
        }
        response.recordCount += 1
        try onRecord(record)
    }
}
