/// The vocabulary beyond the real catalogue's words: its words combined as a catalogue's would be.
extension MusicVocabulary {
    /// Each medium in each of the ways LCSH writes a medium into a heading: `Marches (Band)`, `Violin music`,
    /// `Songs (High voice) with guitar`, `Piano music (Waltzes)`, `Organ and piano music, Arranged`,
    /// `Musicals -- Excerpts -- Vocal scores with piano`.
    static func combinedHeadings() -> [String] {
        var headings: [String] = []
        for round in 0..<8 {
            for (index, medium) in media.enumerated() {
                let form = forms[(index + 7 * round) % forms.count]
                let vocalForm = vocalForms[(index + round) % vocalForms.count]
                let voice = voices[(index + round) % voices.count]
                let named = capitalized(medium)
                let heading =
                    switch round {
                    case 0: "\(form) (\(named))"
                    case 1: "\(named) music"
                    case 2: "\(vocalForm) (\(voice)) with \(medium)"
                    case 3: "\(named) music (\(form))"
                    case 4: medium == "piano" ? "Piano music, Arranged" : "\(named) and piano music, Arranged"
                    case 5: "\(form) (\(named)), Arranged"
                    case 6: "\(works[index % works.count]) -- Excerpts -- Vocal scores with \(medium)"
                    default: "\(vocalForm) with \(medium)"
                    }
                headings.append(heading)
            }
        }
        return headings
    }

    /// Each topic's main heading subdivided by each place: `Soldiers -- Texas -- Songs and music`, the places taking
    /// turns so that every topic has some.
    static func combinedTopics(_ topics: [String]) -> [String] {
        var seen: Set<String> = []
        let bases = topics.map { $0.components(separatedBy: " -- ")[0] }.filter { seen.insert($0).inserted }
        return regions.flatMap { region in bases.map { "\($0) -- \(region) -- Songs and music" } }
    }

    /// Surnames of real `people` given their forenames and invented dates (`Kahn, Irving, 1871-1933`), no name twice
    /// nor one of theirs.
    static func combinedPeople(from people: [String]) -> [String] {
        let surnames = surnames(of: people)
        var seen: Set<String> = []
        let forenames = people.compactMap { person -> String? in
            let parts = person.components(separatedBy: ", ")
            // A forename alone: `Gus`, `B. G.`; not `George (Pianist)` nor `active 1918`.
            let words = parts.count > 1 ? parts[1].split(separator: " ") : []
            guard !words.isEmpty, words.allSatisfy({ $0.first!.isUppercase && $0.allSatisfy(Self.isInName) })
            else { return nil }
            return parts[1]
        }.filter { seen.insert($0).inserted }
        guard !surnames.isEmpty, !forenames.isEmpty else { return [] }
        var taken = Set(people.map { $0.components(separatedBy: ", ").prefix(2).joined(separator: ", ") })
        var invented: [String] = []
        var number = 0
        // Every surname with one forename, then with the next: a long tail of surnames, no family of thousands.
        while invented.count < peopleCount, number < surnames.count * forenames.count {
            let surname = surnames[number % surnames.count]
            let forename = forenames[(number / surnames.count + number * 7) % forenames.count]
            let name = "\(surname), \(forename)"
            if taken.insert(name).inserted {
                let born = 1790 + number * 37 % 160
                invented.append("\(name), \(born)-\(born + 25 + number % 60)")
            }
            number += 1
        }
        return invented
    }

    /// Firms named for real people's surnames (`Kahn Music Co.`, `Kahn & Sons`), each in one place, the most common
    /// places most often.
    static func combinedPublishers(surnames: [String], places: [String]) -> [String] {
        firmEndings.flatMap { ending in
            surnames.enumerated().map { index, surname in
                var random = SplitMix(seed: UInt64(index))
                return "\(places[random.skewed(places.count, power: 2)]) : \(surname)\(ending)"
            }
        }
    }

    /// The surnames of people's headings (`Kahn` of `Kahn, Gus, 1886-1941`), each once, in order.
    static func surnames(of people: [String]) -> [String] {
        var seen: Set<String> = []
        return people.compactMap { person in
            let surname = person.components(separatedBy: ", ")[0]
            guard person.contains(", "), surname.allSatisfy({ Self.isInName($0) && $0 != "." }),
                surname.first?.isUppercase == true
            else { return nil }
            return surname
        }.filter { seen.insert($0).inserted }
    }

    private static func isInName(_ character: Character) -> Bool {
        character.isLetter || " -'.".contains(character)
    }

    static func capitalized(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }
}
