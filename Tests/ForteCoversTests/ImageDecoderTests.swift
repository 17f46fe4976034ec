import CTurboJPEG
import Foundation
import Synchronization
import Testing

@testable import ForteCovers

/// Pictures decode to their pixels; what would cost too much, or is not a picture, is refused first.
@Suite struct ImageDecoderTests {
    @Test func aPNGDecodesToItsPixelsExactly() throws {
        let image = TestImages.halves(width: 37, height: 23)
        #expect(try ImageDecoder.decode(TestImages.png(image)) == image)
    }

    /// Over 256 colours, a PNG is written without a palette, and reads back as exactly.
    @Test func aPNGOfManyColoursDecodesToItsPixelsExactly() throws {
        let rgba = (0..<48 * 40).flatMap { (pixel: Int) -> [UInt8] in
            let (low, high) = (UInt8(pixel % 256), UInt8(pixel / 256 * 20))
            return [low, high, 255 - low, 255]
        }
        let image = CoverImage(width: 48, height: 40, rgba: rgba)
        #expect(try ImageDecoder.decode(image.png) == image)
    }

    @Test(arguments: [false, true])
    func aJPEGDecodesToItsPixelsWithinAFewLevels(progressive: Bool) throws {
        let image = TestImages.halves(width: 64, height: 48)
        let decoded = try ImageDecoder.decode(TestImages.jpeg(image, progressive: progressive))
        #expect((decoded.width, decoded.height) == (64, 48))
        // Lossy, and the edge between the halves rings: away from it, each level is within 8 of the original.
        for y in 0..<48 {
            for x in [0, 10, 20, 43, 53, 63] {
                let at = (y * 64 + x) * 4
                for channel in 0..<3 {
                    #expect(abs(Int(decoded.rgba[at + channel]) - Int(image.rgba[at + channel])) <= 8, "(\(x), \(y))")
                }
            }
        }
    }

    @Test func aJPEGForAThumbnailDecodesAtTheSmallestReductionThatCoversIt() throws {
        let jpeg = TestImages.jpeg(TestImages.halves(width: 800, height: 600))
        #expect(try ImageDecoder.decode(jpeg, atLeast: (100, 100)).width == 200)
        #expect(try ImageDecoder.decode(jpeg, atLeast: (100, 76)).height == 150)
        #expect(try ImageDecoder.decode(jpeg, atLeast: (90, 70)).height == 75)
        #expect(try ImageDecoder.decode(jpeg, atLeast: (801, 1)).width == 800)
    }

    /// Between the halvings, libjpeg-turbo's eighths: 300 pixels wide for 250, not 400 (the memory a worker takes goes
    /// with the size decoded).
    @Test func aJPEGDecodesAtTheSmallestEighthThatCoversIt() throws {
        let jpeg = TestImages.jpeg(TestImages.halves(width: 800, height: 600))
        let decoded = try ImageDecoder.decode(jpeg, atLeast: (250, 1))
        #expect((decoded.width, decoded.height) == (300, 225))
        #expect(try ImageDecoder.decode(jpeg, atLeast: (500, 1)).width == 500)
    }

    @Test func declaredSizesBeyondTheLimitAreRefusedBeforeDecoding() throws {
        let png = TestImages.png(TestImages.png(TestImages.halves(width: 8, height: 8)), declaring: 100_000, 100_000)
        #expect(throws: ImageError.tooManyPixels(width: 100_000, height: 100_000)) { try ImageDecoder.decode(png) }
        let jpeg = TestImages.jpeg(TestImages.jpeg(TestImages.halves(width: 8, height: 8)), declaring: 65_000, 65_000)
        #expect(throws: ImageError.tooManyPixels(width: 65_000, height: 65_000)) { try ImageDecoder.decode(jpeg) }
        let small = ImageLimits(bytes: 1 << 20, pixels: 63)
        #expect(throws: ImageError.tooManyPixels(width: 8, height: 8)) {
            try ImageDecoder.decode(TestImages.png(TestImages.halves(width: 8, height: 8)), limits: small)
        }
    }

    /// A chunk declaring more than the file holds is refused before libpng, which would allocate all it declares
    /// (tools/fuzz-images found 138 bytes declaring 1.2 GB).
    @Test func aChunkLongerThanTheFileIsRefusedBeforeDecoding() {
        let png = TestImages.png(TestImages.halves(width: 8, height: 8))
        // After the signature (8) and the header chunk (25): a text chunk that declares 1,229,472,850 bytes.
        let bomb =
            Array(png[..<33]) + [0x49, 0x48, 0x44, 0x52] + Array("zTXt".utf8) + Array(repeating: 0, count: 64)
            + Array(png[33...])
        #expect(throws: ImageError.damaged("a chunk declares 1229472850 bytes, more than the file has")) {
            try ImageDecoder.decode(bomb)
        }
    }

    @Test func tooManyBytesAreRefusedUnread() {
        let limits = ImageLimits(bytes: 100, pixels: 1_000_000)
        #expect(throws: ImageError.tooManyBytes(101)) {
            try ImageDecoder.decode([0xFF, 0xD8, 0xFF] + Array(repeating: 0, count: 98), limits: limits)
        }
    }

    /// TurboJPEG decodes CMYK only to CMYK: such a JPEG is said to be one, not damaged.
    @Test func aCMYKJPEGIsSaidToBeOne() {
        let cmyk = TestImages.jpeg(TestImages.halves(width: 16, height: 16), pixels: TJPF_CMYK)
        #expect(throws: ImageError.unsupported("a CMYK JPEG")) { try ImageDecoder.decode(cmyk) }
        #expect("\(ImageError.unsupported("a CMYK JPEG"))" == "the image is a CMYK JPEG, which forte does not decode")
    }

    /// A segment length counts its own two bytes; one shorter (0, found by tools/fuzz-images) is read past, as
    /// libjpeg-turbo reads past it.
    @Test func aJPEGSegmentShorterThanItsLengthFieldIsReadPast() throws {
        let image = TestImages.jpeg(TestImages.halves(width: 16, height: 16))
        let damaged = Array(image[..<2]) + [0xFF, 0xE0, 0x00, 0x00] + image[2...]
        #expect(JPEGDecoding.coefficientBytes(damaged) == 0)
        #expect(try ImageDecoder.decode(damaged) == ImageDecoder.decode(image))
    }

    @Test func whatIsNotAPictureIsSaidSo() {
        let html = Array("<!DOCTYPE html><html><body>Not found</body></html>".utf8)
        #expect(throws: ImageError.unknownFormat) { try ImageDecoder.decode(html) }
        #expect(throws: ImageError.unknownFormat) { try ImageDecoder.decode([]) }
    }

    /// Cut in its pixels, a picture is damaged (a PNG cut only in its end chunk, after them, is still whole).
    @Test func truncatedPicturesAreDamaged() {
        let image = TestImages.halves(width: 64, height: 64)
        for bytes in [TestImages.jpeg(image), TestImages.jpeg(image, progressive: true), TestImages.png(image)] {
            for cut in [bytes.count / 2, bytes.count - 16, 20] {
                #expect(Self.failure(Array(bytes.prefix(cut))) != nil, "\(bytes.count) bytes cut at \(cut)")
            }
        }
    }

    /// PNG's checksums catch damage; JPEG has none, so damaged data may decode to other pixels, and must only
    /// never crash.
    @Test func damagedDataIsCaughtWhereTheFormatCan() {
        let image = TestImages.halves(width: 64, height: 64)
        for bytes in [TestImages.jpeg(image), TestImages.jpeg(image, progressive: true), TestImages.png(image)] {
            var scrambled = bytes
            for at in stride(from: bytes.count / 3, to: bytes.count - 4, by: 7) { scrambled[at] ^= 0x5A }
            let failure = Self.failure(scrambled)
            if bytes.starts(with: [0x89]) { #expect(failure != nil) }
        }
    }

    /// What decoding threw, or nil; not the pixels, which would fill a failure's message.
    static func failure(_ bytes: [UInt8]) -> ImageError? {
        do { _ = try ImageDecoder.decode(bytes) } catch { return error }
        return nil
    }
}

/// What threads decode at once, and the pictures they hold until drawn, are bounded together in bytes: a decode waits
/// while the budget is spent elsewhere.
@Suite struct DecodingBudgetTests {
    @Test func aDecodeWaitsForRoomInTheBudget() throws {
        let budget = DecodingBudget(bytes: 1_000)
        let jpeg = TestImages.jpeg(TestImages.halves(width: 40, height: 20))
        let (held, release, decoded) = (
            DispatchSemaphore(value: 0), DispatchSemaphore(value: 0), DispatchSemaphore(value: 0)
        )
        let finished = Mutex(false)
        Thread {
            withExtendedLifetime(budget.reserve(1_000)) {
                held.signal()
                release.wait()
            }
        }.start()
        held.wait()
        Thread {
            _ = try? ImageDecoder.decode(jpeg, budget: budget)
            finished.withLock { $0 = true }
            decoded.signal()
        }.start()
        // At most 10 s for the decode to start waiting: one that never does fails the test below.
        for _ in 0..<1_000 where budget.waitingCount == 0 { usleep(10_000) }
        #expect(budget.waitingCount == 1)
        #expect(!finished.withLock { $0 })
        release.signal()
        decoded.wait()
        #expect(finished.withLock { $0 })
    }

    /// A decoded picture keeps its pixels' bytes of the budget until it is let go of (drawn): the pixels freed only
    /// after the decode let the next decode start while chafa still drew the last, and browse took twice a picture.
    @Test func aPictureHoldsItsBytesUntilItIsLetGoOf() throws {
        let jpeg = TestImages.jpeg(TestImages.halves(width: 40, height: 20))
        let budget = DecodingBudget(bytes: 40 * 20 * 4)
        let decoded = DispatchSemaphore(value: 0)
        let finished = Mutex(false)
        try withExtendedLifetime(try ImageDecoder.decode(jpeg, budget: budget)) {
            Thread {
                _ = try? ImageDecoder.decode(jpeg, budget: budget)
                finished.withLock { $0 = true }
                decoded.signal()
            }.start()
            // At most 10 s for the decode to start waiting: one that never does fails the test below.
            for _ in 0..<1_000 where budget.waitingCount == 0 { usleep(10_000) }
            #expect(budget.waitingCount == 1)
            #expect(!finished.withLock { $0 })
        }
        decoded.wait()
        #expect(finished.withLock { $0 })
    }

    /// A progressive JPEG costs its whole picture's coefficients (two bytes for each of 64 a block, a component),
    /// whatever the size it is decoded at: refused beyond what one decode may hold, where a baseline JPEG of the same
    /// picture, decoded a row at a time at an eighth, is not.
    @Test func aProgressiveJPEGCountsTheCoefficientsOfTheWholePicture() throws {
        let image = TestImages.halves(width: 256, height: 256)
        let limits = ImageLimits(bytes: 1 << 20, pixels: 256 * 256)
        #expect(try ImageDecoder.decode(TestImages.jpeg(image), limits: limits, atLeast: (32, 32)).width == 32)
        #expect(throws: ImageError.tooMuchMemory(32 * 32 * 4 + 3 * 32 * 32 * 64 * 2)) {
            try ImageDecoder.decode(TestImages.jpeg(image, progressive: true), limits: limits, atLeast: (32, 32))
        }
        let words = "the image needs 300 MB to decode, more than forte spends on one"
        #expect("\(ImageError.tooMuchMemory(300 << 20))" == words)
    }

    /// A PNG is decoded whole (libpng does not reduce): its whole picture's pixels count.
    @Test func aPNGBeyondWhatOneDecodeMayHoldIsRefused() throws {
        let png = TestImages.png(TestImages.halves(width: 37, height: 23))
        #expect(throws: ImageError.tooMuchMemory(37 * 23 * 4)) {
            try ImageDecoder.decode(png, limits: ImageLimits(bytes: 1 << 20, pixels: 10_000, memory: 37 * 23 * 4 - 1))
        }
    }
}
