/// One `<set>` of `ListSets`.
public struct OAISet: Sendable, Hashable {
    public var spec, name: String

    public init(spec: String = "", name: String = "") {
        self.spec = spec
        self.name = name
    }
}
