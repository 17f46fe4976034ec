import ForteCatalog
import ForteIndex

extension CatalogIndex {
    /// The item `id` names, as a person types it on the command line: the one with that identifier, else the one
    /// item whose short form it is (`ShortIdentifier`: `nla.mus-an0001810`, `an0001810`, `1810`).
    func item(named id: String) throws -> Item {
        if let item = try item(id) { return item }
        // Two matches are enough to say it is ambiguous.
        let matches = try identifiers(matching: ShortIdentifier(id), limit: 2)
        guard matches.count < 2 else {
            let forms = try matches.map(shortestForm)
            throw CommandFailure(
                "\(id) could be \(matches[0]) or \(matches[1]) "
                    + "(give more of it: \(forms[0]) or \(forms[1]))")
        }
        guard let match = matches.first, let item = try item(match) else {
            throw IndexError.unknownItem(identifier: id)
        }
        return item
    }

    /// The shortest tail of `identifier` that names its item alone, for advice that works; else the whole.
    private func shortestForm(of identifier: String) throws -> String {
        try ShortIdentifier.tails(of: identifier).first { tail in
            try identifiers(matching: ShortIdentifier(tail), limit: 2) == [identifier]
        } ?? identifier
    }
}
