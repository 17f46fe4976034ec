import Testing

@testable import ForteTerminalKit

@Suite struct ProgressLineTests {
    @Test(
        arguments: [
            (500, 1000, 10.0, "[###############---------------] 500/1000 items  50/s  ETA 0:10"),
            (1000, 1000, 4.0, "[##############################] 1000/1000 items  250/s  ETA 0:00"),
            (120, 100_000, 60.0, "[------------------------------] 120/100000 items  2/s  ETA 832:20"),
            (300, nil, 2.0, "300 items  150/s"),
            (300, 0, 2.0, "300 items  150/s"),
            (300, -5, 2.0, "300 items  150/s"),
            (1500, 1000, 3.0, "[##############################] 1500 items (1000 expected)  500/s"),
            (0, 1000, 5.0, "[------------------------------] 0/1000 items  0/s"),
            // completeListSize="9223372036854775807" with a slow first page: an ETA of 10^19 s once trapped.
            (10, Int.max, 20.0, "[------------------------------] 10/9223372036854775807 items  0/s  ETA over 100 h"),
            (
                Int.max, Int.max, 0.0,
                "[##############################] 9223372036854775807/9223372036854775807 items  9223372036854775807/s  ETA 0:00"
            ),
        ] as [(Int, Int?, Double, String)])
    func lines(records: Int, expected: Int?, elapsed: Double, line: String) {
        #expect(ProgressLine.text(records: records, expected: expected, elapsed: elapsed) == line)
    }

    /// Once the last page is in, the line says the lists are being built, in place of the rate and the time left.
    @Test(
        arguments: [
            (1000, 1000, "[##############################] 1000/1000 items  building the lists…"),
            (300, nil, "300 items  building the lists…"),
            (1500, 1000, "[##############################] 1500 items (1000 expected)  building the lists…"),
        ] as [(Int, Int?, String)])
    func completingLines(records: Int, expected: Int?, line: String) {
        #expect(ProgressLine.text(records: records, expected: expected, elapsed: 4, completing: true) == line)
    }

    /// Any counts a server could claim and any elapsed time a clock could give: no trap, no negative
    /// number, a whole bar, a real ETA, a line that fits a wide terminal.
    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func anyNumbersGiveASaneLine(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let special = [Int.max, Int.min, 0, 1, -1, Int.max - 1, Int.min + 1, 30, 29, 31, 1 << 53, (1 << 53) + 1]
        let times = [0, -1, 0.0001, 1e-300, 1e300, .infinity, -.infinity, .nan, 0.1, 3600, 1e9]
        for _ in 0..<1000 {
            let records = random.number(or: special)
            let expected: Int? = random.next() % 8 == 0 ? nil : random.number(or: special)
            let elapsed =
                random.next() % 2 == 0
                ? times[Int(random.next() % UInt64(times.count))]
                : Double(random.next() % 1_000_000) / 1000
            let line = ProgressLine.text(records: records, expected: expected, elapsed: elapsed)
            let context = "records \(records), expected \(String(describing: expected)), elapsed \(elapsed): \(line)"

            #expect(line.count <= 120, "\(context)")
            #expect(line.firstMatch(of: /-\d/) == nil, "a negative number: \(context)")
            #expect(line.contains("\(max(0, records))"), "\(context)")
            #expect(line.firstMatch(of: /\ \ \d+\/s/) != nil, "\(context)")
            guard let expected, expected > 0 else {
                #expect(!line.contains("["), "\(context)")
                continue
            }
            let bar = line.wholeMatch(of: /\[([#-]{30})\] .*/)
            #expect(bar != nil, "\(context)")
            let filled = bar.map { $0.1.filter { $0 == "#" }.count } ?? -1
            #expect(filled == 30 || records < expected, "\(context)")
            #expect(line.contains("\(expected)"), "\(context)")
            if let eta = line.firstMatch(of: /ETA (\d+):(\d\d)$/) {
                #expect(Int(eta.1)! < 6000 && Int(eta.2)! < 60, "\(context)")
            } else {
                #expect(line.hasSuffix("ETA over 100 h") || !line.contains("ETA"), "\(context)")
            }
        }
    }
}

/// Seeded pseudo-random numbers, so a failing case comes back the same.
private struct SplitMix64 {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// One of `special`, or a random number of a random bit width and sign.
    mutating func number(or special: [Int]) -> Int {
        if next() % 3 == 0 { return special[Int(next() % UInt64(special.count))] }
        let magnitude = Int(truncatingIfNeeded: next() >> (64 - next() % 64))
        return next() % 4 == 0 ? -magnitude : magnitude
    }
}
