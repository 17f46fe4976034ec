import ForteCatalog
import Testing

/// A list of a catalog's values with their counts: some of the values, narrowed further, and a value of its own added.
struct FacetCountListTests {
    let values = ["Able, Ann", "Baker, Bob", "Cole, Cy", "Dunn, Di"].map { FacetValue($0) }

    private func rows(_ list: FacetCountList) -> [String] {
        list.map { "\($0.value.display) \($0.count)" }
    }

    @Test func aListHoldsSomeOfTheValuesWithTheirCounts() {
        let list = FacetCountList(values: values, rows: [1, 3], counts: [5, 2])
        #expect(rows(list) == ["Baker, Bob 5", "Dunn, Di 2"])
        #expect(list[1].value.key == "dunn, di")
    }

    @Test func narrowedKeepsTheRowsWhoseValueHolds() {
        let list = FacetCountList(values: values, rows: [0, 1, 2, 3], counts: [4, 3, 2, 1])
        #expect(rows(list.narrowed { $0.key.contains("b") }) == ["Able, Ann 4", "Baker, Bob 3"])
        #expect(list.narrowed { _ in false }.isEmpty)
    }

    @Test func appendingAddsAValueOfItsOwnLast() {
        let list = FacetCountList(values: values, rows: [2], counts: [7])
            .appending(FacetCount(FacetValue("No composer named", key: "unknown composer"), count: 3))
        #expect(rows(list) == ["Cole, Cy 7", "No composer named 3"])
        #expect(rows(list.narrowed { $0.key.hasPrefix("unknown") }) == ["No composer named 3"])
        #expect(rows(FacetCountList([FacetCount(values[0], count: 1)])) == ["Able, Ann 1"])
    }

    @Test func aRowIsFoundByTheValueItShowsAmongTheCatalogsAndItsOwn() {
        let list = FacetCountList(values: values, rows: [3, 1], counts: [2, 5])
            .appending(FacetCount(FacetValue("No composer named", key: "unknown composer"), count: 3))
        #expect(list.firstIndex(showing: "Baker, Bob") == 1)
        #expect(list.firstIndex(showing: "No composer named") == 2)
        #expect(list.firstIndex(showing: "Able, Ann") == nil)
        #expect(list.firstIndex(showing: "baker, bob") == nil)
        let names = FacetCountList(
            ["Dvořák, Antonín", "Dvorak, Antonin", "Dvořák, A"].map { FacetCount(FacetValue($0), count: 1) })
        #expect(names.firstIndex(showing: "Dvorak, Antonin") == 1)
        #expect(names.firstIndex(showing: "Dvořák, A") == 2)
    }
}
