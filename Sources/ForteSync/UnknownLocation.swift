/// A `forte sync` argument that names neither a repository nor saved responses.
public struct UnknownLocation: Error, Sendable, CustomStringConvertible {
    public var location: String

    public var description: String {
        "\(location) is neither an http(s) URL nor an existing file or directory"
    }
}
