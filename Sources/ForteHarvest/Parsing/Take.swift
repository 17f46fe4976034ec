/// Moves a finished value out (into a record) without copying, and so retaining, what it holds.
func take<Value>(_ value: inout Value, leaving empty: Value) -> Value {
    var taken = empty
    swap(&taken, &value)
    return taken
}
