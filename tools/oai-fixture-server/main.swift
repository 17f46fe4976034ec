import Foundation
import OAIFixtureServer

// Serves a generated catalog on 127.0.0.1 for benchmarks: oai-fixture-server RECORDS [PAGE_SIZE].
// Prints the base URL, then serves until killed. A line `touch N` on standard input changes N records
// (new title, a later datestamp and responseDate) for an incremental sync; it answers `ok`.
let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
guard let count = arguments.first else {
    FileHandle.standardError.write(Data("usage: oai-fixture-server RECORDS [PAGE_SIZE]\n".utf8))
    exit(2)
}
let server = try OAIFixtureServer(FixtureState(records: (0..<count).map { FixtureRecord.generated($0) },
                                                pageSize: arguments.dropFirst().first ?? 100))
say(server.baseURL)
while let line = readLine() {
    let words = line.split(separator: " ")
    guard words.first == "touch", words.count == 2, let changes = Int(words[1]) else { continue }
    server.change { state in
        let step = max(1, state.records.count / max(1, changes))
        for number in stride(from: 0, to: state.records.count, by: step).prefix(changes) {
            state.records[number].title += " (revised)"
            state.records[number].datestamp = "2026-01-02T00:00:00Z"
        }
        state.responseDate = "2026-01-03T00:00:00Z"
    }
    say("ok")
}
while true { sleep(3600) }

/// Written at once: standard output is a pipe to the benchmark, which waits for each line.
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
