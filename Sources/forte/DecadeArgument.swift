import ArgumentParser
import ForteCatalog

/// `--decade 1910s` or `--decade undated`.
struct DecadeArgument: ExpressibleByArgument {
    var decade: Decade?

    init?(argument: String) {
        let text = argument.lowercased()
        if text == "undated" {
            decade = nil
        } else if text.count == 5, text.hasSuffix("0s"), let year = Int(text.dropLast()) {
            decade = Decade(startYear: year)
        } else {
            return nil
        }
    }

    static var defaultValueDescription: String { "1910s or undated" }
}

extension Optional<Decade> {
    /// `1910s`, or `Undated`.
    var label: String { map(\.description) ?? "Undated" }
}
