import MusicVocabulary

/// Everything a test can change on a running fixture server.
public struct FixtureState: Sendable {
    public var records: [FixtureRecord]
    public var pageSize: Int
    public var misbehaviour = Misbehaviour()
    /// The `responseDate` every response carries; a test sets it to control incremental windows.
    public var responseDate = "2026-01-01T00:00:00Z"
    public var granularity = "YYYY-MM-DDThh:mm:ssZ"
    /// What Identify calls the repository.
    public var repositoryName = "Fixture & Co sheet music"
    /// Whether the list pages tell `completeListSize`.
    public var tellsListSize = true
    /// Whether the repository offers its records in `marc21` (MARCXML) besides `oai_dc`.
    public var offersMARC = false
    /// The words records with a `musicRecord` are catalogued in.
    public var music: FixtureMusic?

    public init(records: [FixtureRecord], pageSize: Int) {
        self.records = records
        self.pageSize = pageSize
    }

    /// A generated catalog: records `numbers` of `FixtureRecord.generated`, catalogued in `music`'s words if given.
    public init(generated numbers: Range<Int>, pageSize: Int, music: MusicVocabulary? = nil) {
        self.init(
            records: numbers.map { number in
                music.map { FixtureRecord.generated(number, music: $0) } ?? FixtureRecord.generated(number)
            }, pageSize: pageSize)
        self.music = music.map(FixtureMusic.init)
    }

    /// What an incremental harvest should find, all stamped `datestamp`: the records at `revised` retitled
    /// `Revised N`, the one at `deleted` deleted, and generated record `added` appended. Responses are then
    /// dated `responseDate`.
    public mutating func change(
        revising revised: [Int], deleting deleted: Int, adding added: Int,
        at datestamp: String, respondingOn responseDate: String
    ) {
        for number in revised {
            records[number].title = "Revised \(number)"
            records[number].datestamp = datestamp
        }
        records[deleted].isDeleted = true
        records[deleted].datestamp = datestamp
        records.append(FixtureRecord.generated(added, datestamp: datestamp))
        self.responseDate = responseDate
    }
}

/// One request as the fixture server received it.
public struct FixtureRequest: Sendable, Hashable {
    /// The request target, e.g. `/oai?verb=ListRecords&resumptionToken=...`, as sent.
    public var target: String
    /// The decoded query arguments.
    public var arguments: [String: String]
    /// Header names lowercased.
    public var headers: [String: String]
}
