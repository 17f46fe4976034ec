import Foundation

/// The pixels the threads that decode pictures may hold at once: each decode waits until its picture's whole size
/// fits (a progressive JPEG keeps every coefficient of the whole picture, whatever the scale it is decoded at). One
/// picture larger than the budget is decoded alone. Unchecked: every `var` is read and written with `condition` held.
public final class DecodingBudget: @unchecked Sendable {
    public let pixels: Int
    /// Guards `inFlight` and `waiting`.
    private let condition = NSCondition()
    private var inFlight = 0
    private var waiting = 0

    /// By default, one picture as large as forte decodes.
    public init(pixels: Int = ImageLimits.standard.pixels) {
        self.pixels = pixels
    }

    /// Runs `body` once `cost` pixels are free, and frees them after.
    func spending<T, E: Error>(_ cost: Int, _ body: () throws(E) -> T) throws(E) -> T {
        let cost = min(cost, pixels)
        condition.lock()
        waiting += 1
        while inFlight + cost > pixels { condition.wait() }
        (waiting, inFlight) = (waiting - 1, inFlight + cost)
        condition.unlock()
        defer {
            condition.lock()
            inFlight -= cost
            condition.broadcast()
            condition.unlock()
        }
        return try body()
    }

    /// Decodes waiting for room: for tests.
    var waitingCount: Int {
        condition.lock()
        defer { condition.unlock() }
        return waiting
    }
}
