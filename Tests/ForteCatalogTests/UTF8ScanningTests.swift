import ForteCatalog
import Testing

/// A filter typed in browse's lower pane matches the filing keys by their bytes.
@Suite struct UTF8ScanningTests {
    @Test func aTextContainsTheBytesOfAnotherWhereverTheyStand() {
        #expect("dvorak antonin".utf8Contains("dvo"))
        #expect("dvorak antonin".utf8Contains("tonin"))
        #expect("dvorak antonin".utf8Contains("k a"))
        #expect("dvorak antonin".utf8Contains(""))
        #expect("chopin, frédéric".utf8Contains("édé"))
        #expect(!"dvorak antonin".utf8Contains("antonins"))
        #expect(!"dvorak".utf8Contains("dvorak antonin"))
        #expect(!"dvorak antonin".utf8Contains("ak  a"))
        #expect(!"".utf8Contains("a"))
    }
}
