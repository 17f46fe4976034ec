import Foundation

/// The bundled demo catalog is not beside the executable (a binary copied on its own, without
/// `tools/install`), so there is nothing to make a first index from.
public struct BundledCatalogMissing: Error, Sendable, CustomStringConvertible {
    public var executable: String

    public var description: String {
        "the bundled demo catalog is not installed beside \(executable) (install forte with tools/install, "
            + "or load a real catalog with forte sync URL)"
    }
}
