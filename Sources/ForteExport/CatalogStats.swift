import ForteCatalog

/// What `forte stats` counts: live items, items by decade, composers, and each source's items.
public struct CatalogStats: Sendable {
    public var items: Int
    /// Oldest first; `nil` is the undated items.
    public var decades: [FacetCount<Decade?>]
    public var composers: Int
    public var sources: [SourceCount]

    /// A source and how many live items it holds.
    public struct SourceCount: Sendable {
        public var source: Source
        public var items: Int

        public init(source: Source, items: Int) {
            self.source = source
            self.items = items
        }
    }

    public init(items: Int, decades: [FacetCount<Decade?>], composers: Int, sources: [SourceCount]) {
        self.items = items
        self.decades = decades
        self.composers = composers
        self.sources = sources
    }

    /// `forte stats --json`: `{"composers":N,"decades":{"1910s":N,…,"undated":N},"items":N,"sources":[…]}`,
    /// each source `{"items":N,"lastSyncedAt":…,"name":…,"url":…}`.
    public var jsonLine: String {
        JSONLine.write { json in
            json.object {
                $0.field("composers", composers)
                $0.key("decades")
                $0.object {
                    for (key, count) in decades.map({ ($0.value?.description ?? "undated", $0.count) }).sorted(by: {
                        $0.0 < $1.0
                    }) {
                        $0.field(key, count)
                    }
                }
                $0.field("items", items)
                $0.key("sources")
                $0.objects(sources) { source, counted in
                    source.field("items", counted.items)
                    source.field("lastSyncedAt", counted.source.lastSyncedAt)
                    source.field("name", counted.source.name)
                    source.field("url", counted.source.url)
                }
            }
        }
    }
}
