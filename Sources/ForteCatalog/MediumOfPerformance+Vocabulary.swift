/// The media of performance forte knows: each LCMPT term with the forms catalogues write it in, folded. LCMPT's terms
/// are singular (`flute`); LCSH writes a heading's media plural where there are several (`Flute music (Flutes (2))`,
/// `Trios (Piano, violins (2))`), and older catalogues use words LCMPT refers from (`violoncello`, `harmonium`).
extension MediumOfPerformance {
    /// Voices and choruses: what a song's heading names when it names who sings (`Songs (High voice) with piano`).
    static let voices: [(term: String, written: [String])] = [
        ("voice", ["voices", "solo voice", "vocal"]),
        ("high voice", []), ("medium voice", []), ("low voice", []),
        ("soprano", ["sopranos", "soprano voice"]), ("mezzo-soprano", ["mezzo-soprano voice"]),
        ("alto", ["contralto", "alto voice"]), ("tenor", ["tenors", "tenor voice"]), ("baritone", ["baritone voice"]),
        ("bass voice", []), ("countertenor", ["countertenor voice"]), ("boy soprano", []), ("treble voice", []),
        ("equal voices", []), ("speaker", ["narrator", "reciter"]), ("whistler", []),
        ("chorus", ["choir"]), ("mixed chorus", ["mixed voices", "satb"]),
        ("women's chorus", ["women's voices", "treble voices", "ssa"]),
        ("men's chorus", ["men's voices", "male voices", "ttbb"]), ("children's chorus", ["children's voices"]),
        ("unison chorus", ["unison"]), ("treble chorus", []), ("double chorus", []), ("chamber choir", []),
        ("girls' chorus", []), ("boys' chorus", []), ("vocal ensemble", []),
    ]

    static let instruments: [(term: String, written: [String])] = [
        // Keyboards, a piano's hands as LCMPT writes them.
        ("piano", ["pianos", "pianoforte", "piano solo"]),
        ("piano, 4 hands", ["piano 4 hands", "piano four hands", "piano, four hands", "piano duet"]),
        ("piano, 6 hands", ["piano 6 hands"]), ("piano, 8 hands", ["piano 8 hands"]),
        ("piano, 1 hand", ["piano 1 hand"]), ("piano, left hand", ["piano left hand"]),
        ("piano, right hand", ["piano right hand"]), ("organ", ["organs", "pipe organ"]),
        ("organ, 4 hands", ["organ 4 hands"]), ("reed organ", ["harmonium", "cabinet organ"]),
        ("electronic organ", []), ("positive organ", []), ("chamber organ", []), ("barrel organ", []),
        ("harpsichord", ["harpsichords"]), ("clavichord", []), ("fortepiano", []), ("virginal", ["virginals"]),
        ("spinet", []), ("celesta", []), ("electric piano", []), ("player piano", []), ("pedal piano", []),
        ("synthesizer", ["synthesizers"]), ("keyboard instrument", ["keyboard"]),
        ("continuo", ["basso continuo", "figured bass"]), ("carillon", []), ("music box", []), ("calliope", []),
        // Bowed strings.
        ("violin", ["violins", "fiddle"]), ("viola", ["violas"]), ("cello", ["cellos", "violoncello", "violoncellos"]),
        ("double bass", ["double basses", "contrabass", "string bass"]), ("viol", ["viols"]), ("viola da gamba", []),
        ("viola d'amore", []), ("violone", []), ("baryton", []), ("rebec", []), ("vielle", []),
        ("hardanger fiddle", []), ("kit", []), ("hurdy-gurdy", []), ("erhu", []),
        // Plucked and struck strings.
        ("harp", ["harps"]), ("guitar", ["guitars"]), ("steel guitar", []), ("electric guitar", []),
        ("bass guitar", []), ("twelve-string guitar", []), ("Hawaiian guitar", []),
        ("ukulele", ["ukelele", "ukuleles", "uke"]), ("banjo", ["banjos"]), ("tenor banjo", []),
        ("plectrum banjo", []), ("banjo ukulele", ["banjulele"]), ("mandolin", ["mandoline", "mandolins"]),
        ("mandola", []), ("mandocello", []), ("balalaika", []), ("domra", []), ("bouzouki", []),
        ("lute", ["lutes"]), ("theorbo", []), ("cittern", []), ("vihuela", []), ("sitar", []), ("koto", []),
        ("shamisen", []), ("pipa", []), ("oud", []), ("santur", []), ("cimbalom", []), ("dulcimer", []),
        ("hammered dulcimer", []), ("Appalachian dulcimer", []), ("psaltery", []), ("autoharp", []), ("lyre", []),
        ("zither", ["zithers"]),
        // Woodwinds.
        ("flute", ["flutes"]), ("alto flute", []), ("bass flute", []), ("piccolo", ["piccolos"]),
        ("recorder", ["recorders"]), ("soprano recorder", []), ("alto recorder", []), ("tenor recorder", []),
        ("bass recorder", []), ("tin whistle", ["pennywhistle", "penny whistle"]), ("whistle", []),
        ("slide whistle", []), ("nose flute", []), ("ocarina", []), ("panpipes", []), ("fife", []), ("flageolet", []),
        ("shakuhachi", []), ("didjeridu", []), ("oboe", ["oboes"]), ("oboe d'amore", []), ("oboe da caccia", []),
        ("English horn", []), ("heckelphone", []), ("clarinet", ["clarinets"]), ("bass clarinet", []),
        ("E-flat clarinet", []), ("contrabass clarinet", []), ("basset horn", []), ("bassoon", ["bassoons"]),
        ("contrabassoon", []), ("saxophone", ["saxophones"]), ("soprano saxophone", []), ("alto saxophone", []),
        ("tenor saxophone", []), ("baritone saxophone", []), ("sarrusophone", []), ("crumhorn", []), ("shawm", []),
        ("dulcian", []), ("bagpipe", ["bagpipes"]),
        // Free reeds.
        ("harmonica", ["mouth organ", "harmonicas"]), ("accordion", ["accordeon", "accordions"]),
        ("concertina", []), ("bandoneon", []), ("melodica", []),
        // Brass.
        ("cornet", ["cornets"]), ("cornett", []), ("cornopean", []), ("trumpet", ["trumpets"]),
        ("natural trumpet", []), ("piccolo trumpet", []), ("bass trumpet", []), ("horn", ["horns", "french horn"]),
        ("natural horn", []), ("alto horn", []), ("tenor horn", []), ("baritone horn", []), ("Wagner tuba", []),
        ("flugelhorn", []), ("mellophone", []), ("bugle", []), ("keyed bugle", []), ("saxhorn", []),
        ("trombone", ["trombones"]), ("bass trombone", []), ("alto trombone", []), ("sackbut", []),
        ("tuba", ["tubas"]), ("sousaphone", []), ("euphonium", []), ("serpent", []), ("ophicleide", []),
        // Percussion.
        ("percussion", ["drums"]), ("drum", []), ("timpani", ["kettledrums"]), ("snare drum", ["side drum"]),
        ("bass drum", []), ("tenor drum", []), ("cymbals", []), ("triangle", []), ("tambourine", []),
        ("castanets", []), ("woodblock", []), ("temple blocks", []), ("tam-tam", []), ("gong", []),
        ("glockenspiel", []), ("vibraphone", []), ("marimba", []), ("xylophone", ["xylophones"]), ("chimes", []),
        ("tubular bells", []), ("handbells", []), ("bells", []), ("crotales", []), ("bongos", []), ("congas", []),
        ("maracas", []), ("claves", []), ("guiro", []), ("cowbells", []), ("washboard", []), ("spoons", []),
        ("bones", []), ("steel drums", []), ("tabla", []), ("drum set", []), ("kazoo", []), ("jew's harp", []),
        ("musical saw", []), ("theremin", []), ("ondes Martenot", []),
    ]

    static let ensembles: [(term: String, written: [String])] = [
        ("band", ["bands", "military band", "concert band", "wind band", "marching band"]), ("brass band", []),
        ("steel band", []), ("big band", []), ("jazz ensemble", ["jazz band", "dance orchestra"]), ("combo", []),
        ("fiddle band", []), ("jug band", []), ("gamelan", []), ("mandolin orchestra", []),
        ("orchestra", ["orchestras", "full orchestra", "orchestral"]), ("string orchestra", []),
        ("chamber orchestra", ["salon orchestra"]), ("theater orchestra", ["theatre orchestra"]),
        ("instrumental ensemble", []), ("wind ensemble", []), ("brass ensemble", []), ("woodwind ensemble", []),
        ("string ensemble", []), ("percussion ensemble", []), ("plucked instrument ensemble", []),
        ("guitar ensemble", []), ("saxophone ensemble", []), ("flute ensemble", []), ("clarinet ensemble", []),
        ("trombone ensemble", []), ("horn ensemble", []), ("recorder ensemble", []), ("harmonica ensemble", []),
        ("handbell choir", []), ("string quartet", []), ("string trio", []), ("piano trio", []),
        ("piano quartet", []), ("piano quintet", []), ("wind quintet", []), ("brass quintet", []),
        ("brass quartet", []), ("woodwind quartet", []), ("saxophone quartet", []), ("guitar duo", []),
    ]

    /// Each written form, folded, to its LCMPT term.
    static let vocabulary: [String: String] = {
        var vocabulary: [String: String] = [:]
        for (term, written) in voices + instruments + ensembles {
            for form in [term] + written {
                vocabulary[Title.sortKey(form)] = term
                // A note's words are read apart at hyphens (`mentioned(in:)`): `hurdy gurdy` finds `hurdy-gurdy`.
                if form.contains("-") { vocabulary[Title.sortKey(form.replacing("-", with: " "))] = term }
            }
        }
        return vocabulary
    }()

    private static let voiceTerms = Set(voices.map(\.term))

    /// Whether a term names a voice or voices (`high voice`, `mixed chorus`).
    static func isVoice(_ term: String) -> Bool {
        voiceTerms.contains(term)
    }
}
