import Foundation
import Synchronization
import Testing

@testable import FortePipeline

struct PipelinedTests {
    struct Boom: Error {}

    @Test func pagesArriveInOrder() throws {
        var consumed: [Int] = []
        try pipelined(produce: { deliver in for page in 0..<100 { try deliver(page) } }) { consumed += $0 }
        #expect(consumed == Array(0..<100))
    }

    @Test func aSlowConsumerGetsThePagesWaitingTogetherUpToTheCapacity() throws {
        let delivered = Mutex(0)
        var groups: [[Int]] = []
        try pipelined(
            capacity: 4,
            produce: { deliver in
                for page in 0..<40 {
                    try deliver(page)
                    delivered.withLock { $0 += 1 }
                }
            }
        ) { pages in
            groups.append(pages)
            // Slow: takes its time until the producer has filled the hand-off (or has no more).
            let full = min(groups.joined().count + 4, 40)
            while delivered.withLock({ $0 }) < full { Thread.sleep(forTimeInterval: 0.001) }
        }
        #expect(groups.joined().elementsEqual(0..<40))
        // Between the first group (whatever had arrived) and the last (whatever was left), full ones.
        #expect(groups.dropFirst().dropLast().allSatisfy { $0.count == 4 })
        #expect(groups.count <= 1 + 10)
    }

    @Test func pagesWaitingTogetherWeighNoMoreThanTheLimitAndAHeavyPageWaitsAlone() throws {
        let weights = [3, 3, 3, 10, 1, 1, 12, 2, 2, 2, 2, 2]
        let delivered = Mutex(0)
        var groups: [[Int]] = []
        try pipelined(
            maxWeight: 6, weight: { weights[$0] },
            produce: { deliver in
                for page in weights.indices {
                    try deliver(page)
                    delivered.withLock { $0 += 1 }
                }
            }
        ) { pages in
            groups.append(pages)
            // Slow: waits until the producer is blocked by the limit (or done), so every group is as full as allowed.
            Thread.sleep(forTimeInterval: 0.05)
        }
        #expect(groups.joined().elementsEqual(weights.indices))
        for group in groups where group.count > 1 {
            #expect(group.map { weights[$0] }.reduce(0, +) <= 6, "\(group)")
        }
        #expect(groups.contains([3]) && groups.contains([6]), "the pages heavier than the limit came alone: \(groups)")
    }

    @Test func theConsumerIdlesOnceEachTimeItWouldWait() throws {
        // The producer delivers a page only after the consumer idled: each wait comes before a page.
        let idled = DispatchSemaphore(value: 0)
        var events: [String] = []
        try pipelined(
            produce: { deliver in
                for page in 0..<5 {
                    guard idled.wait(timeout: .now() + 10) == .success else { throw Boom() }
                    try deliver(page)
                }
            },
            idle: {
                events.append("idle")
                idled.signal()
            }
        ) { events += $0.map(String.init) }
        let expected = ["idle", "0", "idle", "1", "idle", "2", "idle", "3", "idle", "4"]
        // After the last page, the consumer may idle once more before it sees the producer finish.
        #expect(events == expected || events == expected + ["idle"])
    }

    @Test func aProducerErrorComesAfterThePagesBeforeIt() {
        var consumed: [Int] = []
        #expect(throws: Boom.self) {
            try pipelined(produce: { deliver in
                try deliver(1)
                try deliver(2)
                throw Boom()
            }) { consumed += $0 }
        }
        #expect(consumed == [1, 2])
    }

    @Test func aConsumerErrorStopsTheProducer() {
        let produced = Mutex(0)
        #expect(throws: Boom.self) {
            try pipelined(
                capacity: 2,
                produce: { deliver in
                    for page in 0..<1000 {
                        try deliver(page)
                        produced.withLock { $0 += 1 }
                    }
                }
            ) { pages in if pages.contains(3) { throw Boom() } }
        }
        // The consumer failed on page 3, in a group of two pages at most (3 and 4); with two more in
        // hand-off at most, the producer stopped right after page 6.
        #expect(produced.withLock { $0 } <= 7)
    }
}
