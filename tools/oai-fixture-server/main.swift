import Foundation
import OAIFixtureServer

// Serves a generated catalog on 127.0.0.1 for benchmarks: oai-fixture-server RECORDS [PAGE_SIZE].
// Prints the base URL, then serves until killed.
let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
guard let count = arguments.first else {
    FileHandle.standardError.write(Data("usage: oai-fixture-server RECORDS [PAGE_SIZE]\n".utf8))
    exit(2)
}
let server = try OAIFixtureServer(FixtureState(records: (0..<count).map { FixtureRecord.generated($0) },
                                                pageSize: arguments.dropFirst().first ?? 100))
FileHandle.standardOutput.write(Data((server.baseURL + "\n").utf8))
while true { sleep(3600) }
