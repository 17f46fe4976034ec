import Testing

@testable import ForteCatalog
@testable import MusicVocabulary

/// forte's vocabulary of media of performance against the LCMPT media the benchmark's records are catalogued with
/// (`MusicVocabulary.media`, in each of the eight ways LCSH writes a medium into a heading) and against real USC
/// headings: every medium is read as an instrument, never as a genre.
struct MediumVocabularyTests {
    @Test func everyMediumOfTheGeneratedRecordsIsAnInstrument() {
        for medium in MusicVocabulary.media {
            let terms = MediumOfPerformance.terms(inList: medium)
            #expect(terms != nil, "\(medium)")
            let music = MusicHeading(parsing: MusicVocabulary.capitalized(medium) + " music")
            #expect(music.media == terms && music.genres.isEmpty, "\(medium): \(music.media) \(music.genres)")
            let waltzes = MusicHeading(parsing: "Waltzes (" + MusicVocabulary.capitalized(medium) + ")")
            #expect(waltzes.media == terms && waltzes.genres == ["Waltzes"], "\(medium): \(waltzes.media)")
        }
        for heading in MusicVocabulary.combinedHeadings() {
            let read = MusicHeading(parsing: heading)
            #expect(!read.media.isEmpty && read.topic == nil, "\(heading)")
        }
    }

    /// A written form names one medium: the table holds no form twice.
    @Test func eachWrittenFormNamesOneTerm() {
        var seen: [String: String] = [:]
        for (term, written) in MediumOfPerformance.voices + MediumOfPerformance.instruments
            + MediumOfPerformance.ensembles
        {
            for form in [term] + written {
                let key = Title.sortKey(form)
                #expect(seen[key] == nil, "\(form): \(seen[key] ?? "") and \(term)")
                seen[key] = term
            }
        }
    }

    /// USC's own headings (`../shared/realworld-music/usc/`) whose media forte once missed, and its genres that
    /// must stay genres.
    @Test(
        arguments: [
            ("Variations (String quartet)--Scores and parts", ["string quartet"], ["Variations"]),
            ("Potpourris (Piano trio)", ["piano trio"], ["Potpourris"]),
            ("Marches (Piano, 6 hands)", ["piano, 6 hands"], ["Marches"]),
            ("Piano music (1 hand), Arranged", ["piano, 1 hand"], []),
            ("Choruses, Sacred (Mixed voices, 4 parts), Unaccompanied", ["mixed chorus"], ["Sacred choruses"]),
            ("Orchestral music--Juvenile--Scores and parts", ["orchestra"], []),
            ("Musicals--Excerpts--Vocal score with piano", ["piano"], ["Musicals"]),
            ("Marches (Piano)", ["piano"], ["Marches"]),
            ("Marches (Piano, 4 hands)", ["piano, 4 hands"], ["Marches"]),
            ("Waltzes", [], ["Waltzes"]),
            ("Dance orchestra music", ["jazz ensemble"], []),
            ("Popular instrumental music--1911-1920", [], ["Popular instrumental music"]),
        ] as [(String, [String], [String])])
    func realHeadingsNameTheirMedia(heading: String, media: [String], genres: [String]) {
        let read = MusicHeading(parsing: heading)
        #expect(read.media == media, "\(heading)")
        #expect(read.genres == genres, "\(heading)")
    }

    @Test func notesNameMediaWrittenWithHyphensOrAsPhrases() {
        #expect(MediumOfPerformance.mentioned(in: "hurdy-gurdy and bass clarinet") == ["hurdy-gurdy", "bass clarinet"])
        #expect(MediumOfPerformance.mentioned(in: "alto saxophone") == ["alto saxophone"])
    }
}
