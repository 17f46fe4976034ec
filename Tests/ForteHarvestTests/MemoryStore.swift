import ForteCatalog
import ForteHarvest
import Synchronization

/// The sync's store in memory, for the harvester's own tests (throwing where the index may): sources, items and raw records kept by
/// (source, identifier), each stamped with the harvest that stored it, and pages applied all or none,
/// counted as the index counts them. (The end-to-end tests sync into the real index.)
final class MemoryStore: SyncStore {
    private struct Key: Hashable {
        var source: String
        var identifier: String
    }

    private struct Contents {
        var sources: [String: Source] = [:]
        var items: [Key: (item: Item, harvest: String?)] = [:]
        var rawRecords: [Key: (record: RawRecord, harvest: String?)] = [:]
        /// Open windows by source, then by `from`.
        var windows: [String: [String?: HarvestWindow]] = [:]

        /// One page, as `IndexBatch` describes it: upserts, then deletions, then the sweep.
        mutating func apply(_ batch: IndexBatch) -> IndexChanges {
            let source = batch.source.name
            let harvest = batch.source.harvestID
            sources[source] = batch.source
            for window in batch.endedWindows { windows[source]?[window.from] = nil }
            for window in batch.savedWindows { windows[source, default: [:]][window.from] = window }
            var changes = IndexChanges()
            for item in batch.upserts {
                count(
                    existed: items.updateValue(
                        (item, harvest), forKey: Key(source: source, identifier: item.identifier)) != nil,
                    in: &changes)
            }
            for raw in batch.rawRecords {
                count(
                    existed: rawRecords.updateValue(
                        (raw, harvest), forKey: Key(source: source, identifier: raw.identifier)) != nil,
                    in: &changes)
            }
            for identifier in batch.deletions {
                let key = Key(source: source, identifier: identifier)
                if items.removeValue(forKey: key) != nil { changes.deleted += 1 }
                if rawRecords.removeValue(forKey: key) != nil { changes.deleted += 1 }
            }
            if batch.sweepUnseen {
                let itemCount = items.count, rawCount = rawRecords.count
                items = items.filter { $0.key.source != source || $0.value.harvest == harvest }
                rawRecords = rawRecords.filter { $0.key.source != source || $0.value.harvest == harvest }
                changes.deleted += itemCount - items.count + rawCount - rawRecords.count
            }
            return changes
        }

        private func count(existed: Bool, in changes: inout IndexChanges) {
            if existed { changes.updated += 1 } else { changes.added += 1 }
        }
    }

    private let contents = Mutex(Contents())

    func source(named name: String) throws -> Source? {
        contents.withLock { $0.sources[name] }
    }

    func saveSource(_ source: Source) throws {
        contents.withLock { $0.sources[source.name] = source }
    }

    func windows(of source: String) throws -> [HarvestWindow] {
        contents.withLock { Array(($0.windows[source] ?? [:]).values) }
    }

    func prepare(_ batch: IndexBatch) -> IndexBatch { batch }

    func apply(_ batches: [IndexBatch]) throws -> IndexChanges {
        contents.withLock { contents in
            var applied = contents
            var changes = IndexChanges()
            for batch in batches { changes += applied.apply(batch) }
            contents = applied
            return changes
        }
    }

    /// What each `catchUp` was told had come, and was still to come.
    let toldAtCatchUp = Mutex<[(harvested: Int, remaining: Int?)]>([])

    func catchUp(harvested: Int, expecting remaining: Int?) throws {
        toldAtCatchUp.withLock { $0.append((harvested, remaining)) }
    }

    /// The item with this identifier (of the first source by name, as the index answers).
    func item(_ identifier: String) throws -> Item? {
        contents.withLock { contents in
            contents.items.filter { $0.key.identifier == identifier }.min { $0.key.source < $1.key.source }?.value.item
        }
    }

    /// The source's items by identifier.
    func items(source: String) -> [String: Item] {
        contents.withLock { contents in
            Dictionary(
                uniqueKeysWithValues: contents.items.filter { $0.key.source == source }.map {
                    ($0.key.identifier, $0.value.item)
                })
        }
    }

    /// The source's raw records (other formats than `oai_dc`) by identifier.
    func rawRecords(source: String) -> [String: RawRecord] {
        contents.withLock { contents in
            Dictionary(
                uniqueKeysWithValues: contents.rawRecords.filter { $0.key.source == source }.map {
                    ($0.key.identifier, $0.value.record)
                })
        }
    }

    func itemCount(source: String) throws -> Int {
        contents.withLock { $0.items.keys.count { $0.source == source } }
    }

    /// Every item's identifier, sorted.
    func identifiers() throws -> [String] {
        contents.withLock { $0.items.keys.map(\.identifier) }.sorted()
    }
}
