import ForteCatalog
import Foundation

/// A page with each item encoded and its derived fields computed: the part of applying a page that
/// needs no index, so that a sync does it on its harvesting thread while the index writes earlier pages.
public struct PreparedBatch: Sendable {
    let batch: IndexBatch
    let items: [StoredItem]

    init(_ batch: IndexBatch) {
        self.batch = batch
        items = batch.upserts.map { item in
            var item = item
            item.source = batch.source.name
            return StoredItem(item, record: Data(RecordCoding.encode(item)))
        }
    }
}
