import Foundation
import MusicVocabulary
import OAIFixtureServer

// Serves a generated catalog on 127.0.0.1 for benchmarks: oai-fixture-server RECORDS [PAGE_SIZE] [--marc] [--music].
// With --marc it offers the records in marc21 (MARCXML) too. By default the records are the tests' (`Song number N`
// by `Composer N`, nothing more); with --music each is catalogued as a music library would, in oai_dc (see
// MusicVocabulary: composers, contributors with roles, LCSH headings, `Place : Publisher`, language, show, a note),
// its words from ../shared/realworld-music/usc/ (or built-in lists when that is absent), which it names on standard
// error.
// Prints the base URL, then serves until killed. A line `touch N` on standard input changes N records
// (new title, a datestamp later than any before, and a responseDate after it) for an incremental sync, and
// `add N` appends N new records so stamped (news for `forte news`);
// a line `latency S` has every list page wait S seconds before it is sent; a line `spread` stamps the records
// evenly over 2000 to 2025 instead of all on one day, as a repository that grew over years. Each answers `ok`.
let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
guard let count = arguments.first else {
    FileHandle.standardError.write(Data("usage: oai-fixture-server RECORDS [PAGE_SIZE] [--marc] [--music]\n".utf8))
    exit(2)
}
let music = CommandLine.arguments.contains("--music") ? MusicVocabulary() : nil
if let music { FileHandle.standardError.write(Data("oai-fixture-server: music records from \(music.source)\n".utf8)) }
var state = FixtureState(generated: 0..<count, pageSize: arguments.dropFirst().first ?? 100, music: music)
state.offersMARC = CommandLine.arguments.contains("--marc")
let server = try OAIFixtureServer(state)
say(server.baseURL)
var touches = 0
while let line = readLine() {
    let words = line.split(separator: " ")
    if words.first == "latency", words.count == 2, let seconds = Double(words[1]) {
        server.change { $0.misbehaviour.latency = seconds }
        say("ok")
        continue
    }
    if words == ["spread"] {
        server.change { state in
            let seconds = 26 * 365 * 86_400
            let formatter = ISO8601DateFormatter()
            for number in state.records.indices {
                state.records[number].datestamp = formatter.string(
                    from: Date(timeIntervalSince1970: 946_684_800 + Double(seconds / state.records.count * number)))
            }
        }
        say("ok")
        continue
    }
    guard ["touch", "add"].contains(words.first), words.count == 2, let changes = Int(words[1]) else { continue }
    // Each change a day later than the last: every sync since sees it.
    touches += 1
    // Made once: with a formatter made for each record, touching ten million had not ended after nine minutes.
    let datestamp = day(2 * touches)
    server.change { state in
        if words[0] == "add" {
            let first = state.records.count
            state.records += (first..<first + changes).map { number in
                music.map { FixtureRecord.generated(number, music: $0, datestamp: datestamp) }
                    ?? FixtureRecord.generated(number, datestamp: datestamp)
            }
        } else {
            let step = max(1, state.records.count / max(1, changes))
            for number in stride(from: 0, to: state.records.count, by: step).prefix(changes) {
                state.records[number].title += " (revised)"
                state.records[number].datestamp = datestamp
            }
        }
        state.responseDate = day(2 * touches + 1)
    }
    say("ok")
}
while true { sleep(3600) }

/// Midnight of a day counted from 2026-01-01 (day 0), as an OAI-PMH datestamp.
func day(_ number: Int) -> String {
    ISO8601DateFormatter().string(from: Date(timeIntervalSince1970: 1_767_225_600 + Double(number) * 86_400))
}

/// Written at once: standard output is a pipe to the benchmark, which waits for each line.
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
