// libFuzzer entry for the OAI-PMH parser (tools/fuzz-parser builds it with -sanitize=fuzzer,address).
// Besides crashes and memory errors it checks what the parser promises:
// the same bytes fed whole and split give the same records, and serialised metadata is well-formed XML.

@_cdecl("LLVMFuzzerTestOneInput")
public func parserFuzzTarget(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeRawBufferPointer(start: data, count: size)
    // Split where the first bytes say, so the fuzzer explores chunk boundaries too.
    let splits = bytes.prefix(3).map { Int($0) * size / 256 }.sorted()
    let whole = parsed(bytes, splitAt: [])
    precondition(parsed(bytes, splitAt: splits) == whole, "split input parsed differently")
    guard let whole else { return 0 }
    for record in whole.records {
        guard case .xml(let xml)? = record.metadata else { continue }
        let wrapped = """
            <OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/"><GetRecord><record><header><identifier>x</identifier>\
            </header><metadata>\(xml)</metadata></record></GetRecord></OAI-PMH>
            """
        let again = Array(wrapped.utf8).withUnsafeBytes { parsed($0, splitAt: []) }
        precondition(
            again?.records.first?.metadata == record.metadata, "serialised metadata did not parse back: \(xml)")
    }
    return 0
}

private struct Parsed: Equatable {
    var records: [OAIRecord] = []
    var response: OAIResponse?
}

/// The records and response of `bytes` fed in pieces cut at `splitAt`, or nil when parsing throws.
private func parsed(_ bytes: UnsafeRawBufferPointer, splitAt splits: [Int]) -> Parsed? {
    var result = Parsed()
    let parser = OAIResponseParser { result.records.append($0) }
    do {
        var start = 0
        for end in splits + [bytes.count] where end >= start {
            try parser.feed(UnsafeRawBufferPointer(rebasing: bytes[start..<end]))
            start = end
        }
        result.response = try parser.finish()
        return result
    } catch {
        return nil
    }
}
