extension Duration {
    /// The duration in seconds, fractions included.
    var inSeconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
