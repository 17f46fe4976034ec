/// A column of the index's full-text table `itemText`: the index declares the table with them (in this order) and
/// ForteSearch names them in the expressions it writes, so the two agree by construction while neither imports the
/// other. How `roles` and `facets` write their words is part of the same contract: behind `CreatorRole.indexedMark`,
/// as `CreatorRole.keyed` and `Facet.keyed` write them.
public enum TextColumn: String, CaseIterable, Sendable {
    case title, creators, subjects, description, publisher
    /// Each creator's name, word by word, behind each of its roles' keys: searched by a role field alone.
    case roles
    /// Each facet value's words behind the facet's name, and each value whole.
    case facets
}
