import ForteCatalog
import FortePipeline
import GRDB

/// What a sync does to the index: its sources, and the pages it applies.
extension CatalogIndex {
    /// Text of this many items waiting for the full-text index is indexed by the page that brings it there.
    static let textBatch = 10_000
    /// ... and while the sync waits for the network, from this many: fewer, and FTS5 merges many small
    /// segments again and again.
    static let idleTextBatch = 1_000

    public func prepare(_ batch: IndexBatch) -> PreparedBatch {
        // A reader of facets lent for the page: what it remembers of the pages before (a catalogue's headings and
        // publication statements, repeated from page to page) serves this one. One a thread at once.
        var reader = facetReaders.withLock { $0.popLast() } ?? FacetReader()
        defer { facetReaders.withLock { $0.append(reader) } }
        return PreparedBatch(batch, facetReader: &reader)
    }

    /// Applies harvested pages in order, each with the source's state after it, in one transaction:
    /// all or none. Says what they changed. A page that completes a harvest brings the projection up to date after
    /// it, in transactions of its own (see `refreshProjection`); a sync killed between them leaves the lists behind,
    /// as one killed during its harvest does.
    @discardableResult
    public func apply(_ batches: [PreparedBatch]) throws -> IndexChanges {
        let completes = batches.contains(where: \.batch.completesHarvest)
        let changes = try writing { db in
            let changes = try batches.reduce(into: IndexChanges()) { changes, batch in
                changes += try PageWriter.apply(batch, to: db)
            }
            if !completes, try Projection.unindexedText(db) >= Self.textBatch {
                try Projection.indexText(db)
            }
            return changes
        }
        if completes { try refreshProjection() }
        return changes
    }

    @discardableResult
    public func apply(_ batch: IndexBatch) throws -> IndexChanges {
        try apply([prepare(batch)])
    }

    /// Runs while a sync waits for the network: indexes the text of items waiting for it, and builds the
    /// lists again when they are due (see `ListSchedule`), so that a long harvest's items appear as it goes; between
    /// builds, takes the new items' identifiers ahead of the harvest's end (see `IdentifierTails.takeAhead`).
    /// `harvested`, `remaining`: the records the harvest has brought, and says are still to come, when it says (see
    /// `Projection.foldText`).
    public func catchUp(harvested: Int = 0, expecting remaining: Int? = nil) throws {
        try catchUp(harvested: harvested, expecting: remaining, identifiersAheadFrom: IdentifierTails.leastAhead)
    }

    /// `least`: the fewest items whose identifiers are taken ahead of the lists.
    func catchUp(harvested: Int, expecting remaining: Int?, identifiersAheadFrom least: Int) throws {
        if try listsAreBehind(), listSchedule.withLock({ $0.isDue }) {
            try refreshProjection(harvested: harvested, expecting: remaining ?? 0)
        } else {
            try writing { db in
                if try Projection.unindexedText(db) >= Self.idleTextBatch { try Projection.indexText(db) }
                if let remaining { try IdentifierTails.takeAhead(db, expecting: remaining, least: least) }
            }
        }
    }

    /// Whether items changed since the lists were last built: a sync is under way, or one was killed (or failed)
    /// before its harvest completed.
    public func listsAreBehind() throws -> Bool {
        try reading(Projection.isStale)
    }

    /// Builds the lists (and indexes the text) as a completed harvest does, for the items a sync that was killed or
    /// failed left out of them.
    public func completeLists() throws {
        try refreshProjection()
    }

    /// Indexes the text of the items not yet indexed, and builds the lists again if items changed, in two
    /// transactions: the text, its fold and the new items' identifiers committed first, while the lists read the
    /// items on a reader of their own; then the lists built from what it read. So the two cores a harvest kept busy
    /// share the completion, and the first's pages (the fold's, the identifiers') are folded into the file
    /// (`LogCheckpointer.foldAside`) while the lists are dealt, not all at the last commit. The items the reader sees
    /// are the writer's: only a process that holds the index's `SyncLock`, as this one does, changes them.
    private func refreshProjection(harvested: Int = 0, expecting remaining: Int = 0) throws {
        let started = ContinuousClock.now
        let reader = self.reader
        let catalog = try listsAreBehind() ? Aside { try reader.read { try ListBuilder.readingCatalog($0) } } : nil
        // A merge of the full text goes on while the reader reads, and no longer: the lists wait for the reader.
        let prepare = { (db: Database) in
            try Projection.prepareLists(
                db, harvested: harvested, expecting: remaining, mergingWhile: { catalog.map { !$0.hasEnded } ?? true })
        }
        // Its commit does not fold its pages in itself, which the lists would wait for.
        if let checkpointer {
            try checkpointer.handingFoldsAside { try writing(prepare) }
        } else {
            try writing(prepare)
        }
        if let catalog {
            try writing { db in
                let lists = try catalog.result()
                checkpointer?.foldAside()
                try Projection.build(db, from: consume lists)
            }
        }
        listSchedule.withLock { $0.built(started: started) }
    }

    public func sources() throws -> [Source] {
        try reading(SourceTable.fetchAll)
    }

    public func source(named name: String) throws -> Source? {
        try reading { db in try SourceTable.fetch(named: name, in: db) }
    }

    /// The open windows of the source's harvest, when it lists several at once.
    public func windows(of source: String) throws -> [HarvestWindow] {
        try reading { db in try WindowTable.fetchAll(source: source, in: db) }
    }

    /// Saves a new or changed source without touching its items.
    public func saveSource(_ source: Source) throws {
        try writing { db in try SourceTable.save(source, in: db) }
    }

    /// Gives the source named `name` the picture rule `rule` (an empty one clears it); false when there is no such source.
    public func setCoverRule(_ rule: CoverRule, ofSource name: String) throws -> Bool {
        try writing { db in try SourceTable.setCoverRule(rule, of: name, in: db) }
    }

    /// Removes the source and all its items.
    public func removeSource(named name: String) throws {
        try writing { db in
            try db.execute(sql: "DELETE FROM item WHERE source = ?", arguments: [name])
            if db.changesCount > 0 {
                try Projection.markStale(db)
            }
            try db.execute(sql: "DELETE FROM rawRecord WHERE source = ?", arguments: [name])
            try HarvestTable.forget(harvestsOf: name, but: nil, db)
            try db.execute(sql: "DELETE FROM source WHERE name = ?", arguments: [name])
            try Projection.refresh(db)
        }
    }

    /// How many items the source has now, as its row keeps it (see `PageWriter`): none are counted.
    public func itemCount(source name: String) throws -> Int {
        try reading { db in
            try Int.fetchOne(db, sql: "SELECT items FROM source WHERE name = ?", arguments: [name]) ?? 0
        }
    }

    /// The records a source harvested in a format other than oai_dc kept (see `forEachRawRecord`).
    public func rawRecordCount(source name: String) throws -> Int {
        try reading { db in
            try Int.fetchOne(db, sql: "SELECT count(*) FROM rawRecord WHERE source = ?", arguments: [name]) ?? 0
        }
    }
}

/// When a long harvest builds the lists again: when 10 seconds have passed since they were last built,
/// and five times as long as that took, so that building takes at most a sixth of a sync's time. A harvest
/// of a real repository (a page a second, say) shows its new items every 10 seconds or so; a fast one
/// builds them once, when it completes.
struct ListSchedule {
    var lastBuilt = ContinuousClock.now
    private var took = Duration.zero

    var isDue: Bool {
        ContinuousClock.now - lastBuilt >= max(.seconds(10), took * 5)
    }

    mutating func built(started: ContinuousClock.Instant) {
        (lastBuilt, took) = (.now, .now - started)
    }
}
