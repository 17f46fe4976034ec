import ForteHarvest
import ForteNetwork
import Foundation

// The protocol I/O floor for tools/bench-sync: fetch every ListRecords page over one keep-alive
// connection and find its resumption token, nothing else. Prints the pages fetched.
//   io-floor BASE_URL
guard CommandLine.arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: io-floor BASE_URL\n".utf8))
    exit(2)
}
let baseURL = CommandLine.arguments[1]
let client = HTTPClient(configuration: HTTPConfiguration(userAgent: "forte-io-floor"))
let open = Array("<resumptionToken".utf8)
var page: [UInt8] = []
page.reserveCapacity(1 << 20)
var request = OAIRequest.listRecords(.init(metadataPrefix: "oai_dc"))
var pages = 0
while true {
    page.removeAll(keepingCapacity: true)
    _ = try client.get(request.url(baseURL: baseURL)) { page.append(contentsOf: $0) }
    pages += 1
    // The token sits at the end of the page.
    guard let start = page.lastRange(of: open),
        let tagEnd = page[start.upperBound...].firstIndex(of: UInt8(ascii: ">")),
        page[tagEnd - 1] != UInt8(ascii: "/"),
        let close = page[tagEnd...].firstIndex(of: UInt8(ascii: "<")), close > tagEnd + 1
    else { break }
    let token = String(decoding: page[(tagEnd + 1)..<close], as: UTF8.self)
        .replacingOccurrences(of: "&amp;", with: "&")
    request = .resume(.listRecords, token: token)
}
print(pages)

extension Array where Element == UInt8 {
    func lastRange(of pattern: [UInt8]) -> Range<Int>? {
        var index = count - pattern.count
        while index >= 0 {
            if self[index] == pattern[0] && self[index..<index + pattern.count].elementsEqual(pattern) {
                return index..<index + pattern.count
            }
            index -= 1
        }
        return nil
    }
}
