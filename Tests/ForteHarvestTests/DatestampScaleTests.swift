import Foundation
import Testing

@testable import ForteHarvest

/// Window bounds are read and written by hand (issue 31): they must agree with Foundation's calendar.
struct DatestampScaleTests {
    @Test(arguments: [
        -1_000_000_000, -86_401, -1, 0, 59, 86_399, 951_782_400, 978_307_199, 1_767_225_600, 4_102_444_800,
    ])
    func secondsRoundTripAsFoundationWritesThem(seconds: Int) throws {
        let scale = DatestampScale(granularity: "YYYY-MM-DDThh:mm:ssZ")
        let written = ISO8601DateFormatter().string(from: Date(timeIntervalSince1970: Double(seconds)))
        #expect(scale.datestamp(seconds) == written)
        #expect(scale.point(written) == seconds)
    }

    @Test func daysAreCutAtMidnightWhateverTheFormAStampTakes() {
        let scale = DatestampScale(granularity: "YYYY-MM-DD")
        #expect(scale.point("2000-02-29") == 11_016)
        #expect(scale.point("2000-02-29T23:59:59Z") == 11_016)
        #expect(scale.point("2000-02-29T23:59:59.25Z") == 11_016)
        #expect(scale.datestamp(11_017) == "2000-03-01")
        #expect(scale.contains("2000-02-29T12:00:00Z", from: "2000-02-29", until: "2000-02-29"))
        #expect(!scale.contains("2000-03-01", from: "2000-02-29", until: "2000-02-29"))
    }

    @Test(arguments: [
        "", "2000", "2000-13-01", "2000-01-01T", "2000-01-01T25:00:00Z", "2000-01-01T10:00:00+01:00", "not a date",
    ])
    func whatIsNoDatestampHasNoPoint(text: String) {
        #expect(DatestampScale(granularity: nil).point(text) == nil)
    }

    @Test func cutsCoverTheSpanInOrderAndNeverMoreThanItsPoints() {
        #expect(DatestampScale.cuts(first: 0, last: 99, pieces: 4) == [0, 25, 50, 75])
        #expect(DatestampScale.cuts(first: 10, last: 12, pieces: 16) == [10, 11, 12])
        #expect(DatestampScale.cuts(first: 5, last: 5, pieces: 4) == [5])
    }
}
