/// 64-bit FNV-1a: a hash that is the same in every run (Swift's `Hasher` is not), for file names and for
/// choices that must come out the same each time.
enum FNV1a {
    static let offsetBasis: UInt64 = 0xCBF2_9CE4_8422_2325

    static func hash(_ text: String, seed: UInt64 = offsetBasis) -> UInt64 {
        text.utf8.reduce(seed) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01B3 }
    }
}
