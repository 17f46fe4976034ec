import ForteCatalog

/// A page with each item encoded and its derived fields computed: the part of applying a page that
/// needs no index, so that a sync does it on its harvesting thread while the index writes earlier pages.
/// The page's items are dropped here too, on that thread: what the store gets is a few buffers.
public struct PreparedBatch: Sendable {
    /// The page without its upserts, which `items` replace.
    let batch: IndexBatch
    let items: [StoredItem]
    let bytes: ColumnBytes

    init(_ batch: IndexBatch, facetReader: inout FacetReader) {
        var bytes = ColumnBytes(reservingCapacity: batch.upserts.count * 1_024)
        items = batch.upserts.map { item in
            // A sync's items name their source already: a copy to name it would retain every value.
            guard item.source != batch.source.name else {
                return StoredItem(item, into: &bytes, facetReader: &facetReader)
            }
            var item = item
            item.source = batch.source.name
            return StoredItem(item, into: &bytes, facetReader: &facetReader)
        }
        self.bytes = bytes
        var batch = batch
        batch.upserts = []
        self.batch = batch
    }
}
