/// The lists the vocabulary combines: LCMPT's terms for media of performance and LCSH's form headings, which a
/// music catalogue writes inside its subject headings; and a few of each of the catalogue's own kinds of words, used
/// when the USC catalogue is absent.
extension MusicVocabulary {
    /// Terms of the Library of Congress Medium of Performance Thesaurus, the most used first.
    static let media = [
        "piano", "voice", "orchestra", "band", "organ", "violin", "guitar", "ukulele", "mandolin", "banjo",
        "cello", "flute", "cornet", "clarinet", "saxophone", "trumpet", "trombone", "harp", "accordion", "zither",
        "piano, 4 hands", "harmonium", "reed organ", "double bass", "viola", "oboe", "bassoon", "horn", "tuba",
        "euphonium", "piccolo", "xylophone", "percussion", "harmonica", "celesta", "harpsichord", "mixed chorus",
        "men's chorus", "women's chorus", "children's chorus", "unison chorus", "chorus", "brass band",
        "string orchestra", "chamber orchestra", "jazz ensemble", "instrumental ensemble", "keyboard instrument",
        "continuo", "soprano", "mezzo-soprano", "alto", "tenor", "baritone", "high voice", "medium voice",
        "low voice", "alto saxophone", "tenor saxophone", "baritone saxophone", "soprano saxophone",
        "bass clarinet", "English horn", "alto flute", "bass flute", "contrabassoon", "flugelhorn", "alto horn",
        "baritone horn", "tenor horn", "mellophone", "sousaphone", "bugle", "fife", "recorder", "soprano recorder",
        "alto recorder", "tenor recorder", "bass recorder", "tin whistle", "ocarina", "panpipes", "bagpipe",
        "concertina", "bandoneon", "melodica", "steel guitar", "electric guitar", "bass guitar", "twelve-string guitar",
        "Hawaiian guitar", "tenor banjo", "plectrum banjo", "banjo ukulele", "mandola", "mandocello", "balalaika",
        "domra", "bouzouki", "lute", "theorbo", "cittern", "vihuela", "sitar", "koto", "shamisen", "pipa",
        "erhu", "oud", "santur", "cimbalom", "dulcimer", "hammered dulcimer", "Appalachian dulcimer", "psaltery",
        "autoharp", "lyre", "hurdy-gurdy", "viol", "viola da gamba", "viola d'amore", "violone", "baryton",
        "rebec", "vielle", "hardanger fiddle", "kit", "timpani", "snare drum", "bass drum", "side drum", "tenor drum",
        "cymbals", "triangle", "tambourine", "castanets", "woodblock", "temple blocks", "tam-tam", "gong",
        "glockenspiel", "vibraphone", "marimba", "chimes", "tubular bells", "handbells", "bells", "carillon",
        "crotales", "bongos", "congas", "maracas", "claves", "guiro", "cowbells", "washboard", "spoons", "bones",
        "steel drums", "tabla", "drum set", "kazoo", "jew's harp", "musical saw", "theremin", "ondes Martenot",
        "synthesizer", "electronic organ", "electric piano", "celesta and piano", "clavichord", "fortepiano",
        "player piano", "barrel organ", "music box", "calliope", "positive organ", "chamber organ", "pedal piano",
        "virginal", "spinet", "oboe d'amore", "oboe da caccia", "heckelphone", "sarrusophone", "basset horn",
        "E-flat clarinet", "contrabass clarinet", "crumhorn", "shawm", "dulcian", "cornett", "serpent", "ophicleide",
        "sackbut", "natural horn", "natural trumpet", "piccolo trumpet", "bass trumpet", "bass trombone",
        "alto trombone", "cornopean", "keyed bugle", "saxhorn", "Wagner tuba", "didjeridu", "shakuhachi",
        "flageolet", "fife and drum", "pennywhistle", "nose flute", "whistle", "slide whistle", "harmonica ensemble",
        "speaker", "narrator", "whistler", "countertenor", "boy soprano", "treble voice", "bass voice",
        "equal voices", "treble chorus", "double chorus", "chamber choir", "girls' chorus", "boys' chorus",
        "wind ensemble", "brass ensemble", "woodwind ensemble", "string ensemble", "percussion ensemble",
        "plucked instrument ensemble", "mandolin orchestra", "guitar ensemble", "saxophone ensemble",
        "flute ensemble", "clarinet ensemble", "trombone ensemble", "horn ensemble", "recorder ensemble",
        "handbell choir", "steel band", "marching band", "concert band", "military band", "dance orchestra",
        "salon orchestra", "theater orchestra", "big band", "combo", "fiddle band", "jug band", "gamelan",
        "piano, 6 hands", "piano, 8 hands", "piano, 1 hand", "piano, left hand", "piano, right hand",
        "organ, 4 hands", "pianos (2)", "pianos (2), 8 hands", "pianos (3)", "violins (2)", "flutes (2)",
        "clarinets (2)", "trumpets (2)", "horns (2)", "guitars (2)", "mandolins (2)", "cornets (2)",
        "trombones (3)", "voices (2)", "voices (3)", "voices (4)", "banjos (2)", "harps (2)", "cellos (2)",
        "saxophones (4)", "xylophones (2)", "accordions (2)", "ukuleles (2)", "organs (2)", "recorders (3)",
        "violas (2)", "oboes (2)", "bassoons (2)", "tubas (2)", "timpani (2)", "harpsichords (2)", "pianos (4)",
        "string quartet", "string trio", "piano trio", "piano quartet", "piano quintet", "wind quintet",
        "brass quintet", "brass quartet", "woodwind quartet", "saxophone quartet", "guitar duo", "vocal ensemble",
    ]

    /// Forms and genres as LCSH's form headings name them, the most used first.
    static let forms = [
        "Waltzes", "Marches", "Foxtrots", "Polkas", "Two-steps", "One-steps", "Galops", "Schottisches", "Mazurkas",
        "Cakewalks", "Tangos", "Rumbas", "Gavottes", "Minuets", "Polonaises", "Nocturnes", "Quicksteps", "Sonatas",
        "Sonatinas", "Variations", "Overtures", "Fantasias", "Rondos", "Preludes", "Serenades", "Barcaroles",
        "Humoresques", "Impromptus", "Intermezzos", "Dances", "Lancers", "Quadrilles", "Reels", "Jigs", "Hornpipes",
        "Boleros", "Habaneras", "Tarantellas", "Rhapsodies", "Scherzos", "Caprices", "Medleys", "Potpourris",
        "Suites", "Etudes", "Lullabies", "Hymns", "Carols", "Spirituals", "Anthems", "Ballads", "Concertos",
        "Character pieces", "Fanfares", "Chorale preludes", "Fugues", "Canons", "Arias", "Madrigals", "Symphonies",
    ]

    /// Sung forms, written `Form (Voice) with accompaniment`.
    static let vocalForms = [
        "Songs", "Sacred songs", "Love songs", "Popular music", "Patriotic songs", "Lullabies", "Ballads",
        "Spirituals", "Hymns", "Carols", "Art songs", "Children's songs", "Humorous songs", "Folk songs",
        "Christmas music", "Easter music", "War songs", "College songs", "Hawaiian songs", "Vocal duets",
    ]

    static let voices = ["High voice", "Medium voice", "Low voice", "Soprano", "Alto", "Tenor", "Baritone"]

    /// What a larger work's excerpts are published as.
    static let works = ["Musicals", "Operas", "Operettas", "Motion picture music", "Revues", "Ballets", "Oratorios"]

    /// Places a topic is subdivided by.
    static let regions = [
        "United States", "Southern States", "New York (State)", "South Carolina", "Texas", "California", "Virginia",
        "Georgia", "Louisiana", "Kentucky", "Tennessee", "Alabama", "Mississippi", "Ohio", "Illinois",
        "Pennsylvania", "Massachusetts", "Hawaii", "Ireland", "Scotland", "England", "France", "Germany", "Italy",
        "Spain", "Mexico", "Cuba", "Canada", "Russia", "Japan", "China", "Philippines", "Australia", "Africa",
        "Latin America", "West (U.S.)", "New England", "Middle West", "Appalachian Region", "Mississippi River",
    ]

    /// Used without the USC catalogue, so that the tools still run.
    static let builtInTopics = [
        "World War, 1914-1918 -- Songs and music", "Southern States -- Songs and music", "Mothers -- Songs and music",
        "African Americans -- Songs and music", "Soldiers -- Songs and music", "Presidents -- United States",
        "Automobiles -- Songs and music", "Baseball -- Songs and music", "Railroads -- Songs and music",
        "Christmas -- Songs and music", "Temperance -- Songs and music", "Spanish-American War, 1898",
    ]
    static let builtInHeadings = [
        "Songs with piano", "Songs (Medium voice) with piano", "Piano music", "Popular music -- 1911-1920",
        "Motion picture music -- Excerpts -- Vocal scores with piano", "Love songs", "Marches (Piano)", "Waltzes",
        "Piano music (Ragtime)", "Songs (High voice) with piano", "Musicals -- Excerpts -- Vocal scores with piano",
        "Organ and piano music, Arranged", "Marches (Band)", "Foxtrots", "Sacred songs",
    ]
    static let builtInPeople = [
        "Berlin, Irving, 1888-1989", "Rodgers, Richard, 1902-1979", "Hart, Lorenz, 1895-1943",
        "Romberg, Sigmund, 1887-1951", "Kahn, Gus, 1886-1941", "Herbert, Victor, 1859-1924",
        "Jacobs-Bond, Carrie, 1862-1946", "Chopin, Frédéric, 1810-1849", "Kern, Jerome, 1885-1945",
        "Hammerstein, Oscar, II, 1895-1960", "Sousa, John Philip, 1854-1932", "Joplin, Scott, 1868-1917",
        "Starmer", "Barbelle, 1888-1957", "Frew, 1875-1955", "Breen, May Singhi", "Dvořák, Antonín, 1841-1904",
    ]
    static let builtInPublishers = [
        "New York, NY : G. Schirmer", "New York, NY : Leo Feist", "New York, NY : M. Witmark & Sons",
        "New York, NY : Jos. W. Stern", "Boston, MA : Oliver Ditson", "Chicago, IL : Forster Music Publisher",
        "Philadelphia, PA : Theodore Presser", "Cincinnati, OH : John Church Co.", "London, England : Chappell & Co.",
        "San Francisco, CA : Sherman, Clay & Co.",
    ]
    static let builtInPlaces = [
        "New York, NY", "Boston, MA", "Chicago, IL", "Philadelphia, PA", "Cincinnati, OH", "London, England",
        "San Francisco, CA", "Detroit, MI", "St. Louis, MO", "Baltimore, MD", "Leipzig", "Paris, France",
    ]
    static let builtInLanguages: [(value: String, count: Int)] = [
        ("English", 3863), ("No linguistic content", 1306), ("French", 113), ("German", 97), ("Italian", 66),
        ("Spanish", 39), ("Latin", 12), ("Hawaiian", 8), ("Yiddish", 5),
    ]
    static let builtInShows = [
        "Porgy and Bess", "Naughty Marietta", "The desert song", "Roberta", "South Pacific", "The student prince",
        "Show boat", "Oklahoma!", "The king and I", "Love me tonight",
    ]
    static let builtInNotes = [
        "For voice and piano.", "For solo piano.", "For voice and piano with chord symbols and tablature for ukulele.",
        "For violin and piano.", "For band.",
    ]

    /// ISO 639-2 codes of the languages a catalogue may write as codes.
    static let languageCodes = [
        "English": "eng", "French": "fre", "German": "ger", "Italian": "ita", "Spanish": "spa", "Latin": "lat",
        "No linguistic content": "zxx", "Hawaiian": "haw", "Yiddish": "yid", "Hebrew": "heb", "Russian": "rus",
    ]

    /// What follows a surname in a firm's name: each a firm of its own to the publisher facet, which drops only
    /// corporate words (`Co.`, `Inc.`).
    static let firmEndings = [" Music Co.", " & Sons", " & Co.", " Bros."]
}
