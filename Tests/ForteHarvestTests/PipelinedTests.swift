import Synchronization
import Testing
@testable import ForteHarvest

struct PipelinedTests {
    struct Boom: Error {}

    @Test func pagesArriveInOrder() throws {
        var consumed: [Int] = []
        try pipelined(produce: { deliver in for page in 0..<100 { try deliver(page) } }) { consumed.append($0) }
        #expect(consumed == Array(0..<100))
    }

    @Test func aProducerErrorComesAfterThePagesBeforeIt() {
        var consumed: [Int] = []
        #expect(throws: Boom.self) {
            try pipelined(produce: { deliver in
                try deliver(1)
                try deliver(2)
                throw Boom()
            }) { consumed.append($0) }
        }
        #expect(consumed == [1, 2])
    }

    @Test func aConsumerErrorStopsTheProducer() {
        let produced = Mutex(0)
        #expect(throws: Boom.self) {
            try pipelined(produce: { deliver in
                for page in 0..<1000 {
                    try deliver(page)
                    produced.withLock { $0 += 1 }
                }
            }) { page in if page == 3 { throw Boom() } }
        }
        // The consumer failed on page 3; with one page in hand-off at most, the producer stopped right after.
        #expect(produced.withLock { $0 } <= 5)
    }
}
