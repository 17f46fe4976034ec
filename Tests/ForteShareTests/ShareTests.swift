import ForteCatalog
import ForteText
import Foundation
import Testing

@testable import ForteShare

private let matilda = catalogItem(
    "oai:example:matilda", title: "Waltzing Matilda", creators: ["Cowan, Marie, 1880-1919"], dates: ["1903"],
    publisher: ["Sydney : Inglis & Co."],
    description: [
        "Words by A. B. Paterson;\r\nthe tune arranged by Marie Cowan for a Billy Tea advertisement, first published in 1903 and sung ever since."
    ],
    link: "https://nla.gov.au/nla.obj-123", source: "Trove")

private let bare = catalogItem("oai:example:bare", title: "Untitled march")

/// 1 January 2026, 09:05:03 UTC.
private let newYear = Date(timeIntervalSince1970: 1_767_258_303)

private let hostileTitle = "Innocent song\r\nBcc: victim@example.com\r\n\r\nInjected body\nTo: another@example.com"

/// Titles that exercise encoding: Māori macrons, Czech diacritics, curly quotes, CJK, emoji,
/// a literal encoded-word, a long title, an unbroken long word, and injection attempts.
private let awkwardTitles = [
    "Pōkarekare ana: he waiata aroha nō Aotearoa",
    "Příliš žluťoučký kůň úpěl ďábelské ódy",
    "“Keep the home fires burning” — ‘Till the boys come home’",
    "さくらさくら 日本古謡 sakura sakura 桜の歌 春の野山に咲く花を歌った曲",
    "🎻 Strings 🎹 and keys 👨‍👩‍👧 for the family 🇦🇺",
    "=?utf-8?q?not_an_encoded_word?= left as typed",
    String(repeating: "A very long title of a medley of popular songs of the day ", count: 8),
    String(repeating: "x", count: 400),
    hostileTitle,
    "Tab\there, ESC \u{1B}[2J, NEL \u{85} and LINE SEPARATOR \u{2028} inside",
]

// MARK: text

@Test func textOfOneItemReadsLikeAnEmail() {
    let share = Share(items: [matilda])
    #expect(share.subject == "Sheet music: Waltzing Matilda")
    #expect(
        share.text == """
            Subject: Sheet music: Waltzing Matilda

            Waltzing Matilda
            Composer: \(shown("Cowan, Marie, 1880-1919"))
            Date: 1903
            Publisher: Sydney : Inglis & Co.

            Words by A. B. Paterson; the tune arranged by Marie Cowan for a Billy
            Tea advertisement, first published in 1903 and sung ever since.

            Online: https://nla.gov.au/nla.obj-123

            --\u{20}
            Shared with forte from the Trove catalog.

            """)
}

@Test func missingFieldsLeaveNoEmptyLabels() {
    #expect(
        Share(items: [bare]).text == """
            Subject: Sheet music: Untitled march

            Untitled march

            --\u{20}
            Shared with forte from a library's digitised sheet music.

            """)
    let noTitle = Share(items: [catalogItem(dates: ["1920"])])
    #expect(noTitle.subject == "Sheet music: Untitled")
    #expect(noTitle.body.hasPrefix("Untitled\nDate: 1920\n\n-- \n"))
}

@Test func descriptionParagraphsSurviveAndEveryOtherBreakBecomesASpace() {
    let item = catalogItem(
        title: "T", description: ["First\r\nparagraph.\r\n \t\r\nSecond\rone.\n\n\n\u{2028}", "Third."])
    #expect(Share(items: [item]).body.hasPrefix("T\n\nFirst paragraph.\n\nSecond one.\n\nThird.\n\n-- \n"))
}

@Test func severalComposersAndSeveralItemsMakeOneEmail() {
    let duet = catalogItem("oai:example:duet", title: "Duet", creators: ["Smith, John", "Jones, Ann"], source: "Trove")
    let share = Share(items: [matilda, duet, bare])
    #expect(share.subject == "Sheet music: Waltzing Matilda and 2 more")
    let body = share.body
    #expect(body.hasPrefix("3 pieces of sheet music:\n\n1. Waltzing Matilda\nComposer: "))
    #expect(
        body.contains(
            "\n\n2. Duet\nComposers: \(shown("Smith, John")); \(shown("Jones, Ann"))\n\n3. Untitled march\n\n-- \n"))
    #expect(body.hasSuffix("-- \nShared with forte from the Trove catalog.\n"))
}

@Test(arguments: awkwardTitles)
func catalogTextNeverStartsALineOfItsOwn(title: String) {
    let share = Share(items: [catalogItem(title: title, creators: [title], publisher: [title], description: [title])])
    let text = share.text
    #expect(!text.unicodeScalars.contains { $0 != "\n" && CatalogText.isBreakOrControl($0) && $0 != " " })
    #expect(text.hasPrefix("Subject: \(share.subject)\n\n") && !share.subject.contains { $0.isNewline })
    #expect(!text.split(separator: "\n").contains { $0.hasPrefix("Bcc:") || $0.hasPrefix("To:") })
}

@Test func descriptionsWrapAt72ColumnsWithWordsUnbroken() {
    let words = (1...400).map {
        ["a", "harmony", "of", "Aotearoa", "Dvořák’s", "extraordinarily-long-hyphenated-word", "了"][$0 % 7]
    }
    let url = "https://example.org/" + String(repeating: "long-path/", count: 10)
    let description = words.joined(separator: " ") + " " + url + " end"
    let share = Share(items: [catalogItem(title: "T", description: [description])])
    let lines = share.body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let descriptionLines = Array(lines[2..<lines.firstIndex(of: "", after: 2)!])
    #expect(descriptionLines.allSatisfy { TextWidth.of($0) <= 72 || !$0.contains(" ") })
    #expect(descriptionLines.contains(url))
    #expect(descriptionLines.joined(separator: " ") == description)
    // Greedy: the next line's first word would not have fitted.
    #expect(
        zip(descriptionLines, descriptionLines.dropFirst()).allSatisfy { line, next in
            TextWidth.of(line) + 1 + TextWidth.of(next.split(separator: " ").first!) > 72
        })
}

@Test func wideCharactersTakeTwoColumnsAndCJKBreaksBetweenCharacters() {
    #expect(TextWidth.of("Māori") == 5)
    #expect(TextWidth.of("e\u{301}") == 1)
    #expect(TextWidth.of("日本") == 4)
    #expect(TextWidth.of("🎻") == 2)
    #expect(TextWidth.of("👨‍👩‍👧") == 2)
    let lines = Wrapping.wrap(String(repeating: "春の野山", count: 30), width: 72)
    #expect(lines.map(TextWidth.of) == [72, 72, 72, 24])
}

// MARK: eml

@Test func emlOfOneItemIsACompleteMessage() throws {
    let eml = try Share(
        items: [matilda], from: "Ann Smith <ann@example.com>", to: "bob@example.org", date: newYear,
        messageID: "share-1@example.com"
    ).eml()
    #expect(
        eml.hasPrefix(
            """
            From: Ann Smith <ann@example.com>\r
            To: bob@example.org\r
            Subject: Sheet music: Waltzing Matilda\r
            Date: Thu, 01 Jan 2026 09:05:03 +0000\r
            Message-ID: <share-1@example.com>\r
            MIME-Version: 1.0\r
            Content-Type: text/plain; charset=utf-8\r
            Content-Transfer-Encoding: quoted-printable\r
            \r
            Waltzing Matilda\r

            """))
    #expect(eml.contains("\r\n--=20\r\n"), "the signature separator keeps its space")
}

@Test func emlHasAPlaceholderSenderAndAFreshMessageIDByDefault() throws {
    let first = try Share(items: [bare]).eml(), second = try Share(items: [bare]).eml()
    #expect(first.hasPrefix("From: forte user <forte@localhost>\r\nSubject: "))
    let messageID = { (eml: String) in
        eml.split(separator: "\r\n").first { $0.hasPrefix("Message-ID: <") && $0.hasSuffix("@localhost>") }
    }
    #expect(messageID(first) != nil && messageID(first) != messageID(second))
}

@Test(arguments: [
    ("Ann <ann@example.com>", "@example.com>"), ("ann@mail.example.org", "@mail.example.org>"),
    ("ann@[192.0.2.1]", "@localhost>"),
])
func freshMessageIDsAreAtTheSendersDomain(sender: String, ending: String) throws {
    let eml = try Share(items: [bare], from: sender).eml()
    #expect(eml.split(separator: "\r\n").contains { $0.hasPrefix("Message-ID: <") && $0.hasSuffix(ending) })
}

@Test(arguments: awkwardTitles)
func emlRoundTripsThroughPythonsEmailPackage(title: String) throws {
    let item = catalogItem(
        title: title, creators: [title], description: [title, String(repeating: "Ōtautahi “quoted” 日本 ", count: 40)],
        link: "https://example.org/a=b?c")
    let share = Share(
        items: [item, matilda], from: "Jörg Müller <jorg@example.com>",
        to: "\"Smith, Ann\" <ann@example.com>, Hōne Heke <hone@example.org>", date: newYear, messageID: "x@example.com")
    let eml = try share.eml()
    let parsed = try Python.parseMessage(eml)
    #expect(parsed.defects == [])
    #expect(
        parsed.headers == [
            "From", "To", "Subject", "Date", "Message-ID", "MIME-Version", "Content-Type", "Content-Transfer-Encoding",
        ])
    #expect(parsed.subject == share.subject)
    #expect(parsed.from == "Jörg Müller <jorg@example.com>")
    #expect(parsed.to == "\"Smith, Ann\" <ann@example.com>, Hōne Heke <hone@example.org>")
    #expect(parsed.date == "Thu, 01 Jan 2026 09:05:03 +0000")
    #expect(parsed.contentType == "text/plain" && parsed.charset == "utf-8")
    #expect(parsed.body == share.body.replacing("\n", with: "\r\n"))
    expectWellFormed(eml)
}

@Test func aSubjectOfOneCharacterUnderThousandsOfMarksIsFoldedWithinTheLineLimit() throws {
    let title = "e" + String(repeating: "\u{301}", count: 5_000)
    #expect(title.count == 1)
    let share = Share(items: [catalogItem(title: title)], date: newYear, messageID: "x@example.com")
    let eml = try share.eml()
    expectWellFormed(eml)
    let parsed = try Python.parseMessage(eml)
    #expect(parsed.defects == [])
    #expect(parsed.subject == share.subject)
}

/// ASCII only, CRLF only, header lines within 78 octets and body lines within 76.
private func expectWellFormed(_ eml: String, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(eml.utf8.allSatisfy { $0 < 0x80 }, sourceLocation: sourceLocation)
    let lines = eml.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    #expect(
        lines.dropLast().allSatisfy { $0.last == UInt8(ascii: "\r") && !$0.dropLast().contains(UInt8(ascii: "\r")) },
        "CRLF only", sourceLocation: sourceLocation)
    let headerEnd = lines.firstIndex { $0.count == 1 }!
    #expect(
        lines[..<headerEnd].allSatisfy { $0.count - 1 <= 78 }, "header lines ≤ 78 octets",
        sourceLocation: sourceLocation)
    #expect(
        lines[(headerEnd + 1)...].allSatisfy { $0.count - 1 <= 76 }, "body lines ≤ 76 octets",
        sourceLocation: sourceLocation)
}

@Test func aHostileTitleAddsNoHeaderAndKeepsTheBodyWhole() throws {
    let share = Share(
        items: [catalogItem(title: hostileTitle, description: ["Bcc: x@example.com\r\n\r\n.\r\nFrom me"])],
        to: "bob@example.org")
    let eml = try share.eml()
    let parsed = try Python.parseMessage(eml)
    #expect(
        parsed.headers == [
            "From", "To", "Subject", "Date", "Message-ID", "MIME-Version", "Content-Type", "Content-Transfer-Encoding",
        ])
    #expect(parsed.to == "bob@example.org")
    #expect(
        parsed.subject == "Sheet music: Innocent song Bcc: victim@example.com Injected body To: another@example.com")
    #expect(parsed.body.contains("\r\nBcc: x@example.com\r\n\r\n. From me\r\n"))
    let header = eml.split(separator: "\r\n\r\n", maxSplits: 1)[0]
    #expect(!header.split(separator: "\r\n").contains { $0.hasPrefix("Bcc:") || $0.hasPrefix("To: another") })
}

@Test func quotedPrintableGuardsLinesThatMailToolsTreatSpecially() {
    #expect(
        QuotedPrintable.encode(".\nFrom here\nsome . dots.\ntrailing space \nx=1")
            == "=2E\r\n=46rom here\r\nsome . dots.\r\ntrailing space=20\r\nx=3D1")
    let long = QuotedPrintable.encode(String(repeating: "é", count: 40))
    #expect(long.split(separator: "\r\n").allSatisfy { $0.count <= 76 })
    #expect(long.split(separator: "\r\n").dropLast().allSatisfy { $0.hasSuffix("=") && !$0.dropLast().hasSuffix("=") })
}

@Test(arguments: [
    "bob@example.org\r\nBcc: victim@example.com", "bob@example.org\nBcc: x@example.com", "bob@example.org\r",
    "a\u{0}b@example.org", "a@example.org\u{2028}Bcc: x",
])
func addressesWithLineBreaksAreRejected(address: String) {
    #expect(throws: ShareError.controlCharacterInAddress(header: "To")) { try Share(items: [bare], to: address).eml() }
    #expect(throws: ShareError.controlCharacterInAddress(header: "From")) {
        try Share(items: [bare], from: address).eml()
    }
    #expect(throws: ShareError.controlCharacterInAddress(header: "To")) {
        try Share(items: [bare], to: address).mailto()
    }
}

@Test func theRejectionSaysWhatToDo() {
    let message = ShareError.controlCharacterInAddress(header: "To").description
    #expect(message.contains("line break") && message.contains("--to"))
    #expect(throws: ShareError.nonASCIIMailbox(header: "To")) { try Share(items: [bare], to: "jörg@example.com").eml() }
}

// MARK: mailto

@Test func mailtoOfOneItem() throws {
    let uri = try Share(items: [bare], to: "bob@example.org").mailto()
    #expect(
        uri
            == "mailto:bob@example.org?subject=Sheet%20music%3A%20Untitled%20march&body=Untitled%20march%0D%0A%0D%0A--%20%0D%0AShared%20with%20forte%20from%20a%20library%27s%20digitised%20sheet%20music.%0D%0A"
    )
    #expect(try Share(items: [bare]).mailto().hasPrefix("mailto:?subject="))
}

@Test func mailtoHoldsAddressesAloneAsRFC6068Asks() throws {
    let uri = try Share(items: [bare], to: "\"Smith, Ann\" <ann@example.com>, Bob <bob@example.org>").mailto()
    #expect(uri.hasPrefix("mailto:ann@example.com,bob@example.org?subject="))
}

@Test(arguments: ["bad address", "nobody", "@example.org", "ann@", "Ann <ann>", "ann smith@example.org", "", " , "])
func whatIsNoAddressIsRefusedForEveryFormat(address: String) {
    #expect(throws: ShareError.self) { try Share(items: [bare], to: address).eml() }
    #expect(throws: ShareError.self) { try Share(items: [bare], to: address).mailto() }
    #expect(throws: ShareError.self) { try Share(items: [bare], from: address).eml() }
}

@Test(arguments: awkwardTitles)
func mailtoRoundTripsAndHasNoRawLineBreaks(title: String) throws {
    let share = Share(
        items: [catalogItem(title: title, description: [title]), matilda], to: "bob@example.org,ann@example.com")
    let uri = try share.mailto()
    #expect(uri.unicodeScalars.allSatisfy { (0x21...0x7E).contains($0.value) })
    let parsed = try Python.parseMailto(uri)
    #expect(parsed.scheme == "mailto")
    #expect(parsed.to == "bob@example.org,ann@example.com")
    #expect(parsed.query == ["subject": [share.subject], "body": [share.body.replacing("\n", with: "\r\n")]])
}

private extension Array where Element == String {
    func firstIndex(of element: String, after start: Int) -> Int? {
        self[start...].firstIndex(of: element)
    }
}
