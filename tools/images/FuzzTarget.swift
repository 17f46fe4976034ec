// libFuzzer entry for the picture decoders (tools/fuzz-images builds it with -sanitize=fuzzer,address).
// Besides crashes and memory errors it checks what ImageDecoder promises: a picture it gives has the pixels its
// size says, within the limits, and a JPEG decoded for a thumbnail is never larger than the whole.

/// Small enough that every input runs in milliseconds; what a limit refuses is refused before decoding, whatever the limit.
private let limits = ImageLimits(bytes: 1 << 20, pixels: 1 << 22)

@_cdecl("LLVMFuzzerTestOneInput")
public func imageFuzzTarget(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let whole = try? ImageDecoder.decode(bytes, limits: limits) else { return 0 }
    precondition(
        whole.width > 0 && whole.height > 0 && whole.width * whole.height <= limits.pixels,
        "\(whole.width)×\(whole.height) beyond the limit")
    precondition(whole.rgba.count == whole.width * whole.height * 4, "pixels do not fill the picture")
    let thumbnail = (width: max(1, whole.width / 5), height: max(1, whole.height / 5))
    guard let reduced = try? ImageDecoder.decode(bytes, limits: limits, atLeast: thumbnail) else {
        preconditionFailure("decoded whole, but not for a thumbnail")
    }
    precondition(
        reduced.width <= whole.width && reduced.height <= whole.height,
        "the thumbnail's decoding is larger than the whole")
    precondition(
        reduced.width >= thumbnail.width && reduced.height >= thumbnail.height,
        "the thumbnail's decoding is smaller than asked")
    return 0
}
