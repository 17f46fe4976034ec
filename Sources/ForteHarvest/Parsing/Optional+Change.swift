extension Optional {
    /// `self?.field = value` without optional chaining: in the optimised build, Swift 6.3.1 leaks the value
    /// an optional-chained assignment replaces here (the fuzzer's LeakSanitizer found it with a repeated <baseURL>).
    mutating func change(_ body: (inout Wrapped) -> Void) {
        guard case .some(var wrapped) = self else { return }
        self = nil
        body(&wrapped)
        self = wrapped
    }
}
