/// SplitMix64: a small, fast generator whose sequence a seed fixes, so that a record's words depend on its number
/// alone.
struct SplitMix {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number below `bound`, each as likely.
    mutating func uniform(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    /// Whether a thing `percent` in a hundred does, does.
    mutating func chance(_ percent: Int) -> Bool { uniform(100) < percent }

    /// A rank below `count`, low ranks far likelier than high ones (a power of a uniform number): a few values very
    /// common and a long tail, as in real catalogues, each value still drawn now and then over a million records.
    mutating func skewed(_ count: Int, power: Int = 3) -> Int {
        let uniform = Double(next() >> 11) / Double(1 << 53)
        var rank = uniform
        for _ in 1..<power { rank *= uniform }
        return min(Int(Double(count) * rank), count - 1)
    }
}
