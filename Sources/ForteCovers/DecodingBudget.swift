import Foundation

/// The memory the threads that decode pictures may hold at once, in bytes: each decode waits until what it will hold
/// fits (a progressive JPEG keeps every coefficient of the whole picture, whatever the scale it is decoded at), and
/// its picture's pixels stay counted until the picture is let go of, once drawn. One picture larger than the budget
/// is decoded alone. Unchecked: every `var` is read and written with `condition` held.
public final class DecodingBudget: @unchecked Sendable {
    public let bytes: Int
    /// Guards `inFlight` and `waiting`.
    private let condition = NSCondition()
    private var inFlight = 0
    private var waiting = 0

    /// By default, what one decode may hold (`ImageLimits.memory`).
    public init(bytes: Int = ImageLimits.standard.memory) {
        self.bytes = bytes
    }

    /// Bytes of the budget, taken once they are free and given back when the last holder lets go of them (a
    /// `CoverImage` holds its picture's). Unchecked: `cost` changes only in `shrink`, on the thread that decodes,
    /// before the picture is handed on.
    final class Reservation: @unchecked Sendable {
        private let budget: DecodingBudget
        private var cost: Int

        fileprivate init(_ budget: DecodingBudget, _ cost: Int) {
            (self.budget, self.cost) = (budget, cost)
        }

        /// Keeps only `cost` bytes (what a decode leaves behind: its picture's pixels), giving back the rest.
        func shrink(to cost: Int) {
            guard cost < self.cost else { return }
            budget.give(self.cost - cost)
            self.cost = cost
        }

        deinit {
            budget.give(cost)
        }
    }

    /// `cost` bytes, once they are free.
    func reserve(_ cost: Int) -> Reservation {
        let cost = min(cost, bytes)
        condition.lock()
        waiting += 1
        while inFlight + cost > bytes { condition.wait() }
        (waiting, inFlight) = (waiting - 1, inFlight + cost)
        condition.unlock()
        return Reservation(self, cost)
    }

    private func give(_ cost: Int) {
        condition.lock()
        inFlight -= cost
        condition.broadcast()
        condition.unlock()
    }

    /// Decodes waiting for room: for tests.
    var waitingCount: Int {
        condition.lock()
        defer { condition.unlock() }
        return waiting
    }
}
