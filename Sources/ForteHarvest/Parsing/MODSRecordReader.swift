import ForteCatalog

/// Reads a MODS record as SAX events arrive and maps it to Dublin Core, as the Library of Congress's MODS to
/// Dublin Core crosswalk does: `titleInfo` (the uniform title after the title), `name` with its `roleTerm`s
/// (as a heading the name rule reads: `family, given, date, role`), `originInfo` dates and publication statement
/// (`place/placeTerm : publisher`, as ISBD writes it), `subject` (its parts joined by ` -- `), `genre` and
/// `typeOfResource`, `note` and `abstract`, `location/url` (with its label, as a relation too), `identifier`,
/// `language`, `physicalDescription/extent`. What a `relatedItem` says is of another resource, and is left out, but
/// for the title of the work or series it is part of (`host`, `series`), a relation (a series's as `Series: title`).
struct MODSRecordReader {
    /// The element names from the record's root (`mods`) down to the open one.
    private var path: [String] = []
    private var text: [UInt8] = []
    /// The open top-level element's parts, gathered until it ends.
    private var parts: [(name: String, type: String?, label: String?, value: String)] = []
    private var topType: String?
    private var topLabel: String?
    private var uniformTitles: [String] = []

    /// Whether the open element is the record's root.
    var isAtRoot: Bool { path.count == 1 }

    mutating func begin() {
        path = []
        parts.removeAll()
        uniformTitles.removeAll()
    }

    mutating func start(_ name: String, type: String?, label: String?) {
        path.append(name)
        text.removeAll(keepingCapacity: true)
        if path.count == 2 {
            parts.removeAll()
            topType = type
            topLabel = label
        } else if path.count > 2 {
            parts.append((name, type, label, ""))
        }
    }

    mutating func characters(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard path.count >= 2 else { return }
        text.append(contentsOf: bytes)
    }

    mutating func end(removingMarkers: Bool, into values: inout DublinCore.Builder) {
        let value = tidy(removingMarkers ? ControlCharacterFilter.removingMarkers(text) : text)
        text.removeAll(keepingCapacity: true)
        defer { path.removeLast() }
        if path.count > 2, let index = parts.lastIndex(where: { $0.name == path.last! && $0.value.isEmpty }) {
            parts[index].value = value
            return
        }
        guard path.count == 2 else { return }
        switch path[1] {
        case "titleInfo":
            let title = titleText()
            if topType == "uniform" {
                uniformTitles.append(title)
            } else if topType == nil {
                add(title, .title, &values)
            }
        case "name":
            add(heading(), .creator, &values)
        case "originInfo":
            for part in parts where ["dateIssued", "dateCreated", "copyrightDate"].contains(part.name) {
                add(part.value, .date, &values)
            }
            let places = parts.filter { $0.name == "placeTerm" && $0.type != "code" && !$0.value.isEmpty }.map(\.value)
            let publishers = parts.filter { $0.name == "publisher" && !$0.value.isEmpty }.map(\.value)
            if places.isEmpty {
                for publisher in publishers { add(publisher, .publisher, &values) }
            } else {
                // A statement for each publisher, one value, as MARC 260 gives them; a place alone names no publisher.
                let place = places.joined(separator: " ; ")
                let statements = (publishers.isEmpty ? ["[s.n.]"] : publishers).map { "\(place) : \($0)" }
                add(statements.joined(separator: " ; "), .publisher, &values)
            }
        case "subject":
            add(parts.map(\.value).filter { !$0.isEmpty }.joined(separator: " -- "), .subject, &values)
        case "genre", "typeOfResource": add(value, .type, &values)
        case "note", "abstract": add(value, .description, &values)
        case "identifier": add(value, .identifier, &values)
        case "location":
            // The label goes with every link: once full, the builder takes no more, and none is made.
            for part in parts where part.name == "url" && !values.isFull {
                add(part.value, .identifier, &values)
                if let label = part.label ?? topLabel { add("\(label): \(part.value)", .relation, &values) }
            }
        case "language":
            for part in parts where part.name == "languageTerm" && part.type != "code" {
                add(part.value, .language, &values)
            }
        case "relatedItem" where topType == "host" || topType == "series":
            if let title = parts.first(where: { $0.name == "title" && !$0.value.isEmpty }) {
                // Said to be a series, which the show facet does not take for the work a piece comes from.
                add(topType == "series" ? "Series: " + title.value : title.value, .relation, &values)
            }
        case "physicalDescription":
            for part in parts where part.name == "extent" { add(part.value, .format, &values) }
        default: break
        }
    }

    /// The record has ended: its uniform titles follow its title.
    mutating func end(into values: inout DublinCore.Builder) {
        for title in uniformTitles { add(title, .title, &values) }
    }

    /// `nonSort title : subTitle. partNumber, partName`.
    private func titleText() -> String {
        func part(_ name: String) -> String? { parts.first { $0.name == name && !$0.value.isEmpty }?.value }
        var title = [part("nonSort"), part("title")].compactMap { $0 }.joined(separator: " ")
        if let subTitle = part("subTitle") { title += " : " + subTitle }
        let numbers = [part("partNumber"), part("partName")].compactMap { $0 }
        if !numbers.isEmpty { title += ". " + numbers.joined(separator: ", ") }
        return title
    }

    /// `family, given, date, role` for the name rule; the catalogued display form when there are no parts.
    private func heading() -> String {
        let nameParts = parts.filter { $0.name == "namePart" && !$0.value.isEmpty }
        var pieces = nameParts.filter { $0.type == "family" }.map(\.value)
        pieces += nameParts.filter { $0.type == "given" }.map(\.value)
        let untyped = nameParts.filter { $0.type == nil }.map(\.value)
        pieces += topType == "corporate" ? [untyped.joined(separator: ". ")] : untyped
        if pieces.isEmpty, let display = parts.first(where: { $0.name == "displayForm" })?.value { pieces = [display] }
        pieces += nameParts.filter { $0.type == "date" || $0.type == "termsOfAddress" }.map(\.value)
        for term in parts where term.name == "roleTerm" && !term.value.isEmpty {
            pieces.append(term.type == "code" ? CreatorRole.role(code: term.value)?.rawValue ?? "" : term.value)
        }
        return pieces.filter { !$0.isEmpty }.joined(separator: ", ")
    }

    private func tidy(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self).split(whereSeparator: {
            $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r"
        })
        .joined(separator: " ")
    }

    private func add(_ value: String, _ element: DublinCore.Element, _ values: inout DublinCore.Builder) {
        if !value.isEmpty { values.append(value, to: element) }
    }
}
