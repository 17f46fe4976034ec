import CLibXML2
import ForteCatalog

/// A name interned in the parser's dictionary. libxml2 hands element and attribute names, and namespace
/// names (interned as their xmlns attributes are read), to SAX2 callbacks from that same dictionary,
/// so two names are equal exactly when their pointers are. The namespace tests fail if that ever changes.
typealias InternedName = UnsafePointer<xmlChar>

/// The names the parser recognises, interned once per parser so matching an element is a pointer comparison.
struct Vocabulary {
    enum Namespace { case oai, oaiDC, dublinCore, other }

    /// The parser's dictionary, for the names of MARCXML and MODS (`CataloguedNames`).
    let dictionary: xmlDictPtr
    let oaiNamespace, oaiDCNamespace, dublinCoreNamespace: InternedName

    // OAI-PMH elements.
    let oaiPMH, responseDate, error: InternedName
    let identify, listMetadataFormats, listSets, listIdentifiers, listRecords, getRecord: InternedName
    let record, header, metadata, identifier, datestamp, setSpec, resumptionToken: InternedName
    let repositoryName, baseURL, protocolVersion, earliestDatestamp, deletedRecord, granularity,
        adminEmail: InternedName
    let metadataFormat, metadataPrefix, schema, metadataNamespace: InternedName
    let set, setName: InternedName
    // oai_dc's container and Dublin Core's elements, in `DublinCore.elementNames` order.
    let dc: InternedName
    let dublinCoreElements: [InternedName]
    // Attributes.
    let status, code, completeListSize, cursor, expirationDate: InternedName

    init(dictionary: xmlDictPtr) {
        self.dictionary = dictionary
        func intern(_ name: String) -> InternedName { Self.intern(name, in: dictionary) }
        oaiNamespace = intern("http://www.openarchives.org/OAI/2.0/")
        oaiDCNamespace = intern("http://www.openarchives.org/OAI/2.0/oai_dc/")
        dublinCoreNamespace = intern("http://purl.org/dc/elements/1.1/")
        oaiPMH = intern("OAI-PMH"); responseDate = intern("responseDate"); error = intern("error")
        identify = intern("Identify"); listMetadataFormats = intern("ListMetadataFormats");
        listSets = intern("ListSets")
        listIdentifiers = intern("ListIdentifiers"); listRecords = intern("ListRecords");
        getRecord = intern("GetRecord")
        record = intern("record"); header = intern("header"); metadata = intern("metadata")
        identifier = intern("identifier"); datestamp = intern("datestamp"); setSpec = intern("setSpec")
        resumptionToken = intern("resumptionToken")
        repositoryName = intern("repositoryName"); baseURL = intern("baseURL");
        protocolVersion = intern("protocolVersion")
        earliestDatestamp = intern("earliestDatestamp"); deletedRecord = intern("deletedRecord")
        granularity = intern("granularity"); adminEmail = intern("adminEmail")
        metadataFormat = intern("metadataFormat"); metadataPrefix = intern("metadataPrefix"); schema = intern("schema")
        metadataNamespace = intern("metadataNamespace")
        set = intern("set"); setName = intern("setName")
        dc = intern("dc")
        dublinCoreElements = DublinCore.elementNames.map(intern)
        status = intern("status"); code = intern("code"); completeListSize = intern("completeListSize")
        cursor = intern("cursor"); expirationDate = intern("expirationDate")
    }

    static func intern(_ name: String, in dictionary: xmlDictPtr) -> InternedName {
        var bytes = Array(name.utf8)
        return xmlDictLookup(dictionary, &bytes, Int32(bytes.count))!
    }

    func namespace(_ uri: UnsafePointer<xmlChar>?) -> Namespace {
        switch uri {
        case oaiNamespace: .oai
        case oaiDCNamespace: .oaiDC
        case dublinCoreNamespace: .dublinCore
        default: .other
        }
    }
}

/// The names MARCXML (MARC 21 slim, and marcxchange) and MODS records are read by, interned when a page first
/// holds a record in another format than `oai_dc`. Interned with the rest for every page, they made libxml2's
/// dictionary outgrow its first table (a chain of four names in one slot) and hash every name of every page
/// byte by byte from then on, at a cost to every record of an `oai_dc` harvest.
struct CataloguedNames {
    let marcNamespace, marcxchangeNamespace, modsNamespace: InternedName
    let leader, controlfield, datafield, subfield, mods, tag, type, displayLabel: InternedName

    init(dictionary: xmlDictPtr) {
        func intern(_ name: String) -> InternedName { Vocabulary.intern(name, in: dictionary) }
        marcNamespace = intern("http://www.loc.gov/MARC21/slim")
        marcxchangeNamespace = intern("info:lc/xmlns/marcxchange-v1")
        modsNamespace = intern("http://www.loc.gov/mods/v3")
        leader = intern("leader"); controlfield = intern("controlfield"); datafield = intern("datafield")
        subfield = intern("subfield"); mods = intern("mods"); tag = intern("tag")
        type = intern("type"); displayLabel = intern("displayLabel")
    }
}
