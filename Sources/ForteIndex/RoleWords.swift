import ForteCatalog

/// The full-text index's `roleWords` column: each creator's name, word by word, behind each of its roles' keys
/// (composers, and creators with no role, behind `composer`): `composerantonín composerdvořák lyricistharrington`.
/// The full-text index searches it for a role (`composer:dvorak`, `lyricist:harrington`, as `CreatorRole.keyed`
/// writes the query's words), so that a lyricist is never found as a composer.
enum RoleWords {
    /// Appends the creators' role words to `text` as UTF-8.
    static func append(of creators: [Creator], to text: inout [UInt8]) {
        // Written byte by byte into the caller's bytes: as a string, with an array of roles for each creator of no role
        // said, or split into words and made a string, they took several times the instructions (docs/PERFORMANCE.md).
        let start = text.count
        for creator in creators {
            // A creator with no role said is a composer (`CreatorRole.isComposer`).
            let roles = creator.roles.isEmpty ? Self.unsaidRoles : creator.roles
            var name = creator.name.name
            name.withUTF8 { name in
                for role in roles {
                    let key = role.key.utf8
                    var isInWord = false
                    for byte in name {
                        if CreatorRole.isBetweenWords(byte) {
                            isInWord = false
                            continue
                        }
                        if !isInWord {
                            if text.count > start { text.append(UInt8(ascii: " ")) }
                            text.append(contentsOf: key)
                            isInWord = true
                        }
                        text.append(byte)
                    }
                }
            }
        }
    }

    private static let unsaidRoles = [CreatorRole.composer]
}
