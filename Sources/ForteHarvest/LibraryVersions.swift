import CCurl
import CLibXML2

/// The versions of the C libraries a harvest runs with, as loaded (not as compiled against), for `forte --version`.
public enum LibraryVersions {
    public static var curl: String {
        forte_curl_version().map { String(cString: $0) } ?? "unknown"
    }

    /// libxml2 says its version as one number, `21207` for 2.12.7.
    public static var libxml2: String {
        guard let text = forte_libxml2_version(), let number = Int(String(cString: text)) else { return "unknown" }
        return "\(number / 10_000).\(number / 100 % 100).\(number % 100)"
    }
}
