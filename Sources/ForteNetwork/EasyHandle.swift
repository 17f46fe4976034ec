import CCurl

/// A new libcurl easy handle, or `failure` of why there is none: libcurl, opened at the first transfer (CCurl), is not
/// installed, or had no memory for one.
func makeEasyHandle<Failure: Error>(orThrow failure: (String) -> Failure) throws(Failure) -> UnsafeMutableRawPointer {
    guard let handle = forte_curl_easy_init() else {
        throw failure(
            forte_curl_open_error().map { "cannot open libcurl: \(String(cString: $0))" }
                ?? "libcurl could not allocate an easy handle")
    }
    return handle
}
