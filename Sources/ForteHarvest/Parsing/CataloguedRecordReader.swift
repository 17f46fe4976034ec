import CLibXML2
import ForteCatalog

/// Reads the MARCXML or MODS record inside a record's `<metadata>` as its SAX events arrive (see
/// `MARCRecordReader`, `MODSRecordReader`), and makes it Dublin Core: an item, like an `oai_dc` record.
/// The first MARC `record` (MARC 21 slim, marcxchange, or in no namespace) or `mods` element is the record,
/// wherever it is (a `collection` may hold it).
struct CataloguedRecordReader {
    private enum State { case waiting, marc, mods, done }

    private var state = State.waiting
    private var marc = MARCRecordReader()
    private var mods = MODSRecordReader()
    private var values = DublinCore.Builder(maxValues: ResponseBuilder.maxValues, maxBytes: ResponseBuilder.sizeLimit)
    private var text: [UInt8] = []
    private var isCollecting = false
    private var subfieldCode: UInt8 = 0
    /// Interned by the first `begins`: a page of `oai_dc` records never needs them (see `CataloguedNames`).
    private var recordNames: CataloguedNames?
    var removesMarkers = false

    /// A `<metadata>` child begins: whether it is a MARCXML or MODS record itself. If not, the record may
    /// still be inside it (a `collection`): `start` looks for it.
    mutating func begins(
        localname: InternedName, uri: UnsafePointer<xmlChar>?, attributes: SAXAttributes, names: Vocabulary
    ) -> Bool {
        state = .waiting
        values.removeAll()
        if recordNames == nil { recordNames = CataloguedNames(dictionary: names.dictionary) }
        start(localname: localname, uri: uri, attributes: attributes, names: names)
        return state != .waiting
    }

    mutating func start(
        localname: InternedName, uri: UnsafePointer<xmlChar>?, attributes: SAXAttributes, names vocabulary: Vocabulary
    ) {
        guard let names = recordNames else { return }
        switch state {
        case .waiting:
            // Some systems leave MARCXML in no namespace.
            if localname == vocabulary.record,
                uri == nil || uri == names.marcNamespace || uri == names.marcxchangeNamespace
            {
                state = .marc
                marc.begin()
            } else if localname == names.mods, uri == names.modsNamespace {
                state = .mods
                mods.begin()
                mods.start("mods", type: nil, label: nil)
            }
        case .marc:
            switch localname {
            case names.leader:
                collect()
            case names.controlfield:
                marc.beginField(tag: Self.tag(attributes.rawValue(of: names.tag)), isControl: true)
                collect()
            case names.datafield:
                marc.beginField(tag: Self.tag(attributes.rawValue(of: names.tag)), isControl: false)
            case names.subfield where marc.isReadingField:
                subfieldCode = attributes.rawValue(of: vocabulary.code)?.first ?? 0
                collect()
            default:
                break
            }
        case .mods:
            mods.start(
                String(cString: localname), type: attributes.value(of: names.type),
                label: attributes.value(of: names.displayLabel))
        case .done:
            break
        }
    }

    mutating func characters(_ characters: UnsafeBufferPointer<xmlChar>) {
        switch state {
        case .marc where isCollecting: text.append(contentsOf: characters)
        case .mods: mods.characters(characters)
        default: break
        }
    }

    mutating func end(localname: InternedName, names vocabulary: Vocabulary) {
        guard let names = recordNames else { return }
        switch state {
        case .marc:
            switch localname {
            case names.leader: marc.leader(collected(), into: &values)
            case names.controlfield: marc.controlField(collected(), into: &values)
            case names.subfield where isCollecting: marc.subfield(code: subfieldCode, value: Self.trimmed(collected()))
            case names.datafield: marc.endField(into: &values)
            case vocabulary.record:
                marc.end(into: &values)
                state = .done
            default: break
            }
        case .mods:
            if localname == names.mods, mods.isAtRoot {
                mods.end(into: &values)
                state = .done
            } else {
                mods.end(removingMarkers: removesMarkers, into: &values)
            }
        default:
            break
        }
    }

    /// Values the record had past `ResponseBuilder.maxValues` of an element, left out.
    var droppedValues: Int { values.droppedValues }
    /// Whether what the record expands into passed `ResponseBuilder.sizeLimit`.
    var isFull: Bool { values.isFull }

    /// The `<metadata>` child has ended: the item's Dublin Core, or nil when it held no MARC or MODS record.
    mutating func finish() -> DublinCore? {
        defer { state = .waiting }
        return state == .done ? values.build() : nil
    }

    /// A MARC tag (`245`) as its number; -1 for a tag that is not three digits.
    private static func tag(_ bytes: UnsafeBufferPointer<xmlChar>?) -> Int {
        guard let bytes, bytes.count == 3, bytes.allSatisfy({ (0x30...0x39).contains($0) }) else { return -1 }
        return bytes.reduce(0) { $0 * 10 + Int($1 - 0x30) }
    }

    private mutating func collect() {
        text.removeAll(keepingCapacity: true)
        isCollecting = true
    }

    private mutating func collected() -> [UInt8] {
        isCollecting = false
        return removesMarkers ? ControlCharacterFilter.removingMarkers(text) : text
    }

    /// Without surrounding XML white space.
    private static func trimmed(_ bytes: [UInt8]) -> String {
        guard let first = bytes.firstIndex(where: { !ElementText.isWhiteSpace($0) }),
            let last = bytes.lastIndex(where: { !ElementText.isWhiteSpace($0) })
        else { return "" }
        return String(decoding: bytes[first...last], as: UTF8.self)
    }
}
