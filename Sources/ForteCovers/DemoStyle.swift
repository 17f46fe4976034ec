import ForteCatalog

/// How a decade's sheet music looked, as far as a demo cover copies it: its colours (paper, ink, and the
/// accents of the printing), and its ornament.
struct DemoStyle: Sendable {
    var paper: RGB
    var ink: RGB
    /// The item picks one: two editions of a song in one decade are printed differently.
    var accents: [RGB]
    var ornament: Ornament

    enum Ornament: Sendable {
        /// Victorian engraving: rows of beads, diamonds at the corners.
        case beads
        /// Art nouveau: a flowing wave, round corners.
        case waves
        /// Art deco: a sunburst, stepped corners.
        case sunburst
        /// Post-war print: bold stripes, stars of dots.
        case stripes
    }

    /// The style of `decade`'s covers; an undated item's is a plain sepia print.
    static func of(_ decade: Decade?) -> DemoStyle {
        switch decade?.startYear ?? 0 {
        case ..<1850 where decade != nil:
            DemoStyle(
                paper: RGB(0xF1E6CC), ink: RGB(0x3B2A1A), accents: [RGB(0x8C6A3F), RGB(0x6B4E2E)], ornament: .beads)
        case 1850..<1890:
            DemoStyle(
                paper: RGB(0xF3E9D2), ink: RGB(0x5A1F1B), accents: [RGB(0xB08D3C), RGB(0x7A2E2A), RGB(0x2F4F3A)],
                ornament: .beads)
        case 1890..<1910:
            DemoStyle(
                paper: RGB(0xE9EFD9), ink: RGB(0x2F3B22), accents: [RGB(0x9A6B9E), RGB(0xC98B6B), RGB(0x5E7F4A)],
                ornament: .waves)
        case 1910..<1920:
            DemoStyle(
                paper: RGB(0xEFE3C8), ink: RGB(0x1F2A48), accents: [RGB(0xB0302B), RGB(0x3A5A8C), RGB(0x8C7A3A)],
                ornament: .waves)
        case 1920..<1930:
            DemoStyle(
                paper: RGB(0x1C1C1C), ink: RGB(0xE3C77A), accents: [RGB(0x2E8B74), RGB(0xC0504D), RGB(0xD9A441)],
                ornament: .sunburst)
        case 1930..<1940:
            DemoStyle(
                paper: RGB(0xF2E8D0), ink: RGB(0x18444A), accents: [RGB(0xE07B39), RGB(0x2A7F8C), RGB(0xB5443A)],
                ornament: .sunburst)
        case 1940..<1950:
            DemoStyle(
                paper: RGB(0xE4DDBF), ink: RGB(0x3A3F24), accents: [RGB(0xB53A2C), RGB(0x4F6B3A), RGB(0x2C4A78)],
                ornament: .stripes)
        case 1950..<1960:
            DemoStyle(
                paper: RGB(0xFBEFEF), ink: RGB(0x2B2B33), accents: [RGB(0x3FB8AF), RGB(0xF28CA0), RGB(0xF2C94C)],
                ornament: .stripes)
        case 1960..<1970:
            DemoStyle(
                paper: RGB(0xFFF4E0), ink: RGB(0x3D1A5B), accents: [RGB(0xF26B1D), RGB(0xD6246E), RGB(0x7BC043)],
                ornament: .waves)
        case 1970..<1980:
            DemoStyle(
                paper: RGB(0xF4E1B5), ink: RGB(0x4A2C17), accents: [RGB(0xD08C1E), RGB(0xA0471E), RGB(0x6B7A2A)],
                ornament: .stripes)
        case 1980...:
            DemoStyle(
                paper: RGB(0x14143A), ink: RGB(0xF5F5F5), accents: [RGB(0xFF3FA4), RGB(0x29D3E0), RGB(0xF7E733)],
                ornament: .sunburst)
        default:
            DemoStyle(
                paper: RGB(0xEAE4D8), ink: RGB(0x4B3B2A), accents: [RGB(0x8A7458), RGB(0x6E6A5E)], ornament: .beads)
        }
    }
}
