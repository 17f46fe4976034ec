import ForteCovers
import Foundation
import Testing

/// What forte writes for each protocol, read back as a terminal would and compared with the picture: red on
/// the left half, blue on the right, fitted in 4 × 2 cells of 8 × 16 pixels (32 × 32 pixels).
@Suite struct CoverDrawingTests {
    static let picture = TestImages.halves(width: 64, height: 64)

    static func drawn(_ format: ImageProtocol) -> String {
        String(decoding: CoverDrawing.draw(picture, columns: 4, rows: 2, cell: (8, 16), as: format), as: UTF8.self)
    }

    /// Whether the pixels are the picture's: red left of the middle, blue right of it (two columns either side of
    /// it aside, where scaling blends them), each level within 24 of the colour's.
    static func expectHalves(width: Int, height: Int, pixel: (Int, Int) -> [Int]) {
        for y in 0..<height {
            for x in 0..<width where abs(x - width / 2) > 2 {
                let expected = x < width / 2 ? [255, 0, 0] : [0, 0, 255]
                let found = pixel(x, y)
                #expect(zip(found, expected).allSatisfy { abs($0 - $1) <= 24 }, "(\(x), \(y)): \(found)")
            }
        }
    }

    /// kitty: `ESC _G a=T,f=32,s=W,v=H,c=4,r=2 …`, then the RGBA pixels in chunks of base64, each decoded on its own
    /// (`m=1` while more follow).
    @Test func kittyPixelsAreThePicture() throws {
        let commands = Self.drawn(.kitty).components(separatedBy: "\u{1B}\\").filter { $0.hasPrefix("\u{1B}_G") }
        let first = try #require(commands.first).dropFirst(3)
        let keys = Dictionary(
            uniqueKeysWithValues: first.split(separator: ";")[0].split(separator: ",").map { pair in
                let parts = pair.split(separator: "=")
                return (String(parts[0]), String(parts[1]))
            })
        #expect(keys["a"] == "T" && keys["f"] == "32" && keys["c"] == "4" && keys["r"] == "2")
        let (width, height) = (try #require(Int(keys["s"] ?? "")), try #require(Int(keys["v"] ?? "")))
        let chunks = commands.compactMap { $0.split(separator: ";", maxSplits: 1).dropFirst().first }
        let rgba = try chunks.flatMap { [UInt8](try #require(Data(base64Encoded: String($0)))) }
        #expect(rgba.count == width * height * 4)
        #expect(commands.last?.hasPrefix("\u{1B}_Gm=0") == true)
        Self.expectHalves(width: width, height: height) { x, y in (0..<3).map { Int(rgba[(y * width + x) * 4 + $0]) } }
    }

    /// sixel: `ESC P … q "1;1;W;H`, colours `#n;2;r;g;b` in percent, then bands six pixels high.
    @Test func sixelPixelsAreThePicture() throws {
        let text = Self.drawn(.sixel)
        #expect(text.hasPrefix("\u{1B}P") && text.hasSuffix("\u{1B}\\"))
        let body = try #require(text.split(separator: "q", maxSplits: 1).last).dropLast(2)
        var colours: [Int: [Int]] = [:]
        var (width, height, colour, x, band) = (0, 0, 0, 0, 0)
        var pixels: [Int: Int] = [:]  // y * width + x: colour register
        var scanner = Substring(body)
        func number() -> Int {
            let digits = scanner.prefix { $0.isNumber }
            scanner = scanner.dropFirst(digits.count)
            return Int(digits) ?? 0
        }
        while let character = scanner.first {
            scanner = scanner.dropFirst()
            switch character {
            case "\"":
                let values = (0..<4).map { _ -> Int in
                    defer { if scanner.first == ";" { scanner = scanner.dropFirst() } }
                    return number()
                }
                (width, height) = (values[2], values[3])
            case "#":
                colour = number()
                if scanner.first == ";" {
                    scanner = scanner.dropFirst()
                    let values = (0..<4).map { _ -> Int in
                        defer { if scanner.first == ";" { scanner = scanner.dropFirst() } }
                        return number()
                    }
                    colours[colour] = values[1...3].map { $0 * 255 / 100 }
                }
            case "$": x = 0
            case "-": (x, band) = (0, band + 1)
            case "!", "?"..."~":
                let count = character == "!" ? number() : 1
                let bits = Int((character == "!" ? scanner.removeFirst() : character).asciiValue!) - 63
                for _ in 0..<count {
                    for row in 0..<6 where bits & (1 << row) != 0 { pixels[(band * 6 + row) * width + x] = colour }
                    x += 1
                }
            default: break
            }
        }
        #expect(width == 32 && height >= 30)
        Self.expectHalves(width: width, height: height) { x, y in
            colours[pixels[y * width + x] ?? -1] ?? [-100, -100, -100]
        }
    }

    /// iTerm2: `ESC ]1337;File=inline=1;width=4;height=2;…:` and the picture as a base64 TIFF, uncompressed.
    @Test func iTermPictureIsThePicture() throws {
        let text = Self.drawn(.iterm)
        #expect(text.hasPrefix("\u{1B}]1337;File=inline=1;width=4;height=2"))
        let encoded = try #require(text.split(separator: ":", maxSplits: 1).last).prefix {
            $0 != "\u{07}" && $0 != "\u{1B}"
        }
        let tiff = [UInt8](try #require(Data(base64Encoded: String(encoded))))
        #expect(tiff.starts(with: Array("II*\0".utf8)))
        func integer(_ at: Int, _ size: Int) -> Int { (0..<size).reduce(0) { $0 | Int(tiff[at + $1]) << (8 * $1) } }
        var tags: [Int: Int] = [:]
        let directory = integer(4, 4)
        for entry in 0..<integer(directory, 2) {
            let at = directory + 2 + entry * 12
            tags[integer(at, 2)] = integer(at + 2, 2) == 3 ? integer(at + 8, 2) : integer(at + 8, 4)
        }
        let (width, height, samples) = (try #require(tags[256]), try #require(tags[257]), tags[277] ?? 3)
        let start = try #require(tags[273])
        #expect(tiff.count >= start + width * height * samples)
        Self.expectHalves(width: width, height: height) { x, y in
            (0..<3).map { Int(tiff[start + (y * width + x) * samples + $0]) }
        }
    }

    /// Mosaics: two rows of four cells, in true colour, red on the left two and blue on the right two.
    @Test func symbolsAreTwoRowsOfTheColours() {
        let rows = Self.drawn(.symbols).split(separator: "\n")
        #expect(rows.count == 2)
        for row in rows {
            let colours = Set(row.matches(of: /[34]8;2;(\d+);(\d+);(\d+)/).map { "\($0.1);\($0.2);\($0.3)" })
            #expect(
                colours.isSubset(of: ["255;0;0", "0;0;255", "0;0;0"]) && colours.contains("255;0;0")
                    && colours.contains("0;0;255"), "\(colours)")
        }
    }
}
