// The parser benchmark (tools/bench-parser): parses 100,000 generated oai_dc records in 1,000 pages,
// the shape of DESIGN.md's measured harvest, and prints MB/s next to libxml2's own SAX2 and tree speeds.
// `Bench hostile NAME` instead parses one hostile document and prints the peak memory (tools/bench-parser runs each).
import CLibXML2
import Foundation

@main
enum Bench {
    static func main() throws {
        let arguments = CommandLine.arguments
        if arguments.count == 3, arguments[1] == "hostile" {
            try hostile(arguments[2])
            return
        }
        // PAGES=n parses fewer pages and only with OAIResponseParser, for a profiler (valgrind --tool=callgrind).
        let pageCount = ProcessInfo.processInfo.environment["PAGES"].flatMap { Int($0) } ?? 1000
        let pages = (0..<pageCount).map { page(number: $0) }
        let megabytes = Double(pages.reduce(0) { $0 + $1.count }) / 1e6
        print("\(pageCount * 100) records in \(pageCount) pages, \(String(format: "%.1f", megabytes)) MB")

        var records = 0
        var titleBytes = 0
        let forte = try best(of: 3) {
            records = 0
            for page in pages {
                let parser = OAIResponseParser { record in
                    records += 1
                    if case .dublinCore(let dc)? = record.metadata { titleBytes &+= dc.title.first?.utf8.count ?? 0 }
                }
                try page.withUnsafeBytes { try parser.feed($0) }
                _ = try parser.finish()
            }
        }
        precondition(records == pageCount * 100, "parsed \(records) records")
        guard ProcessInfo.processInfo.environment["PAGES"] == nil else { return }
        let sax = best(of: 3) { for page in pages { libxml2SAX(page) } }
        let tree = best(of: 3) { for page in pages { libxml2Tree(page) } }
        report("OAIResponseParser (records built)", forte, megabytes)
        report("libxml2 SAX2, empty callbacks", sax, megabytes)
        report("libxml2 tree (xmlReadMemory)", tree, megabytes)
        print(String(format: "OAIResponseParser takes %.2f× libxml2's bare SAX2 time", forte / sax))
    }

    static func report(_ what: String, _ seconds: Double, _ megabytes: Double) {
        print(
            what.padding(toLength: 36, withPad: " ", startingAt: 0)
                + String(format: "%6.3f s  %6.0f MB/s", seconds, megabytes / seconds))
    }

    static func best(of runs: Int, _ body: () throws -> Void) rethrows -> Double {
        var best = Double.infinity
        for _ in 0..<runs {
            let start = now()
            try body()
            best = min(best, now() - start)
        }
        return best
    }

    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// libxml2's push parser with nothing to do but call back: the floor for any SAX2 parser.
    static func libxml2SAX(_ page: [UInt8]) {
        var handler = xmlSAXHandler()
        handler.initialized = UInt32(XML_SAX2_MAGIC)
        handler.startElementNs = { _, _, _, _, _, _, _, _, _ in }
        handler.endElementNs = { _, _, _, _ in }
        handler.characters = { _, _, _ in }
        let context = xmlCreatePushParserCtxt(&handler, nil, nil, 0, nil)
        var offset = 0
        page.withUnsafeBytes { bytes in
            while offset < bytes.count {
                let count = min(64 << 10, bytes.count - offset)
                xmlParseChunk(
                    context, bytes.baseAddress!.advanced(by: offset).assumingMemoryBound(to: CChar.self), Int32(count),
                    0)
                offset += count
            }
        }
        xmlParseChunk(context, nil, 0, 1)
        xmlFreeParserCtxt(context)
    }

    static func libxml2Tree(_ page: [UInt8]) {
        page.withUnsafeBytes { bytes in
            let document = xmlReadMemory(
                bytes.baseAddress!.assumingMemoryBound(to: CChar.self), Int32(bytes.count), nil, nil, 0)
            xmlFreeDoc(document)
        }
    }

    /// A ListRecords page of 100 oai_dc records, about 108 KB.
    static func page(number: Int) -> [UInt8] {
        var xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" \
            xsi:schemaLocation="http://www.openarchives.org/OAI/2.0/ http://www.openarchives.org/OAI/2.0/OAI-PMH.xsd">
            <responseDate>2026-03-01T10:00:00Z</responseDate>
            <request verb="ListRecords" metadataPrefix="oai_dc">https://catalogue.example.org/oai</request>
            <ListRecords>\n
            """
        for index in number * 100..<(number + 1) * 100 {
            let year = 1850 + index % 120
            xml += """
                <record><header><identifier>oai:catalogue.example.org:nla.mus-an\(1_000_000 + index)</identifier>\
                <datestamp>2025-\(10 + index % 3)-\(10 + index % 19)T08:1\(index % 10):00Z</datestamp><setSpec>music</setSpec><setSpec>music:sheet</setSpec></header>
                <metadata><oai_dc:dc xmlns:oai_dc="http://www.openarchives.org/OAI/2.0/oai_dc/" xmlns:dc="http://purl.org/dc/elements/1.1/">
                <dc:title>The song of the wattle no. \(index) [music] : waltz &amp; chorus / words by Mary Hannay Foott</dc:title>
                <dc:creator>Foott, Mary Hannay, 1846-1918</dc:creator>
                <dc:creator>Lardelli, Guglielmo Enrico, 1857-1918, composer</dc:creator>
                <dc:subject>Songs (High voice) with piano</dc:subject>
                <dc:subject>Australian songs -- \(year / 10 * 10)s</dc:subject>
                <dc:description>1 score (5 p.) ; 35 cm. For voice &amp; piano; with a decorative cover &lt;lithograph&gt;.</dc:description>
                <dc:description>Publisher's no.: W.H.P. \(index % 977)</dc:description>
                <dc:publisher>Sydney : W.H. Paling &amp; Co., [\(year)]</dc:publisher>
                <dc:date>\(year)</dc:date>
                <dc:type>Music</dc:type><dc:type>Score</dc:type>
                <dc:format>1 score (5 p.) ; 35 cm.</dc:format>
                <dc:identifier>https://nla.gov.au/nla.obj-\(2_000_000 + index)</dc:identifier>
                <dc:language>eng</dc:language>
                <dc:relation>Australian sheet music collection</dc:relation>
                <dc:rights>Out of copyright</dc:rights>
                </oai_dc:dc></metadata></record>\n
                """
        }
        xml +=
            "<resumptionToken completeListSize=\"100000\" cursor=\"\(number * 100)\">page-\(number + 1)</resumptionToken>\n</ListRecords>\n</OAI-PMH>\n"
        return Array(xml.utf8)
    }

    /// Parses one hostile document, streamed in 64 KiB chunks as a download would be, and prints the peak memory.
    static func hostile(_ name: String) throws {
        let head = Array(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/"><ListRecords><record><header><identifier>a</identifier></header><metadata>\
            <oai_dc:dc xmlns:oai_dc="http://www.openarchives.org/OAI/2.0/oai_dc/" xmlns:dc="http://purl.org/dc/elements/1.1/">
            """.utf8)
        let tail = Array("</oai_dc:dc></metadata></record></ListRecords></OAI-PMH>".utf8)
        var chunks: AnySequence<[UInt8]>
        switch name {
        case "billion-laughs":
            var entities = #"<!ENTITY lol0 "lol">"#
            for level in 1...9 {
                entities += "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1);", count: 10) + "\">"
            }
            chunks = AnySequence([
                Array("<!DOCTYPE OAI-PMH [\(entities)]>".utf8) + head.drop { $0 != 10 }
                    + Array("<dc:title>&lol9;</dc:title>".utf8) + tail
            ])
        case "nested-1000000":
            chunks = AnySequence(
                [head] + Array(repeating: Array(String(repeating: "<a>", count: 10_000).utf8), count: 100) + [tail])
        case "text-100MB":
            chunks = AnySequence(
                [head + Array("<dc:title>".utf8)]
                    + Array(repeating: [UInt8](repeating: 120, count: 1 << 20), count: 100) + [
                        Array("</dc:title>".utf8) + tail
                    ])
        case "ignored-text-100MB":
            chunks = AnySequence(
                [head + Array("<ignored>".utf8)] + Array(repeating: [UInt8](repeating: 120, count: 1 << 20), count: 100)
                    + [Array("</ignored>".utf8) + tail])
        case "attribute-100MB":
            chunks = AnySequence(
                [head + Array("<dc:title lang=\"".utf8)]
                    + Array(repeating: [UInt8](repeating: 120, count: 1 << 20), count: 100) + [
                        Array("\">t</dc:title>".utf8) + tail
                    ])
        case "controls-100MB":
            chunks = AnySequence(
                [head + Array("<dc:title>".utf8)] + Array(repeating: [UInt8](repeating: 1, count: 1 << 20), count: 100)
                    + [Array("t</dc:title>".utf8) + tail])
        default:
            fatalError("unknown hostile document \(name)")
        }
        let parser = OAIResponseParser { _ in }
        var outcome = "parsed"
        do {
            for chunk in chunks {
                var offset = 0
                while offset < chunk.count {
                    let end = min(offset + (64 << 10), chunk.count)
                    try chunk[offset..<end].withUnsafeBytes { try parser.feed($0) }
                    offset = end
                }
            }
            let response = try parser.finish()
            outcome = "parsed, \(response.droppedControlCharacters) control characters dropped"
        } catch {
            outcome = "\(error)"
        }
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        print("\(name): peak \(usage.ru_maxrss / 1024) MB: \(outcome)")
    }
}
