import MusicVocabulary

/// The music vocabulary's values as the Dublin Core elements a record sends them in, escaped once: a page of music
/// records is then copies of bytes, and the server stays about as cheap beside the client as with its default records.
public struct FixtureMusic: Sendable {
    public let vocabulary: MusicVocabulary
    /// Every field's elements one after another, in one buffer: copied from without a reference counted each time.
    private let bytes: [UInt8]
    /// Where each element ends in `bytes`, those of each field in turn.
    private let ends: [Int]
    /// By field (its raw value), where its elements begin in `ends`.
    private let firsts: [Int]

    public init(_ vocabulary: MusicVocabulary) {
        self.vocabulary = vocabulary
        var bytes: [UInt8] = []
        var ends: [Int] = []
        firsts = MusicField.allCases.map { field in
            defer {
                let name = Self.element(of: field)
                for value in vocabulary.values(field) {
                    bytes += "<dc:\(name)>".utf8
                    bytes.appendEscaped(field.role.map { "\(value) (\($0))" } ?? value)
                    bytes += "</dc:\(name)>".utf8
                    ends.append(bytes.count)
                }
            }
            return ends.count
        }
        self.bytes = bytes
        self.ends = ends
    }

    /// Appends record `number`'s fields, its first composer left out (the record's `creator`).
    func xml(of number: Int, into document: inout [UInt8]) {
        var isFirstComposer = true
        bytes.withUnsafeBufferPointer { bytes in
            vocabulary.picks(number) { field, index in
                if field == .composer && isFirstComposer {
                    isFirstComposer = false
                    return
                }
                let element = firsts[field.rawValue] + index
                let start = element == 0 ? 0 : ends[element - 1]
                document.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<ends[element]]))
            }
        }
    }

    private static func element(of field: MusicField) -> String {
        switch field {
        case .composer: "creator"
        case .lyricist, .arranger, .illustrator: "contributor"
        case .heading, .topic: "subject"
        case .publisher: "publisher"
        case .language, .languageCode: "language"
        case .show: "relation"
        case .note: "description"
        }
    }
}
