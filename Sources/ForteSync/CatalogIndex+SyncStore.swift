import ForteHarvest
import ForteIndex

/// The index stores what a sync harvests, through the calls it offers every command.
extension CatalogIndex: SyncStore {}
