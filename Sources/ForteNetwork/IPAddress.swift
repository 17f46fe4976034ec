#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An IPv4 or IPv6 address, and where it leads: the public internet, or a network of the user's own that a
/// repository on the internet must not send forte into (a cloud's credential service sits at 169.254.169.254).
public struct IPAddress: Sendable, Hashable {
    /// 4 bytes for IPv4, 16 for IPv6, in network order.
    public let bytes: [UInt8]

    /// Reads an address as libcurl reports a connection's (`93.184.216.34`, `2001:db8::1`); nil for anything else.
    public init?(_ text: String) {
        var v4 = in_addr()
        var v6 = in6_addr()
        if inet_pton(AF_INET, text, &v4) == 1 {
            bytes = withUnsafeBytes(of: v4) { Array($0) }
        } else if inet_pton(AF_INET6, text, &v6) == 1 {
            bytes = withUnsafeBytes(of: v6) { Array($0) }
        } else {
            return nil
        }
    }

    /// The addresses `host` resolves to (a name, or an address as a URL's host gives it: `[::1]`); none when it
    /// does not resolve.
    public static func resolving(_ host: String) -> [IPAddress] {
        let name = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(name, nil, &hints, &list) == 0 else { return [] }
        defer { freeaddrinfo(list) }
        var addresses: [IPAddress] = []
        var next = list
        while let entry = next {
            next = entry.pointee.ai_next
            guard let socketAddress = entry.pointee.ai_addr else { continue }
            switch Int32(entry.pointee.ai_family) {
            case AF_INET:
                let v4 = socketAddress.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { $0.pointee }.sin_addr
                addresses.append(IPAddress(bytes: withUnsafeBytes(of: v4) { Array($0) }))
            case AF_INET6:
                let v6 = socketAddress.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { $0.pointee }.sin6_addr
                addresses.append(IPAddress(bytes: withUnsafeBytes(of: v6) { Array($0) }))
            default:
                continue
            }
        }
        return addresses
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    public enum Scope: Sendable, Hashable, CustomStringConvertible {
        case internet, loopback, privateNetwork, linkLocal, unspecified

        public var description: String {
            switch self {
            case .internet: "a public address"
            case .loopback: "a loopback address"
            case .privateNetwork: "a private network's address"
            case .linkLocal: "a link-local address"
            case .unspecified: "an unspecified address"
            }
        }
    }

    public var scope: Scope {
        guard bytes.count == 16 else { return Self.scope(v4: bytes) }
        // ::ffff:a.b.c.d reaches a.b.c.d.
        if bytes[..<10].allSatisfy({ $0 == 0 }) && bytes[10] == 0xFF && bytes[11] == 0xFF {
            return Self.scope(v4: Array(bytes[12...]))
        }
        if bytes[..<15].allSatisfy({ $0 == 0 }) {
            return bytes[15] == 1 ? .loopback : bytes[15] == 0 ? .unspecified : .internet
        }
        if bytes[0] & 0xFE == 0xFC { return .privateNetwork }  // fc00::/7, unique local
        if bytes[0] == 0xFE && bytes[1] & 0xC0 == 0x80 { return .linkLocal }  // fe80::/10
        return .internet
    }

    private static func scope(v4 bytes: [UInt8]) -> Scope {
        switch (bytes[0], bytes[1]) {
        case (0, _): .unspecified  // 0.0.0.0/8, "this network"
        case (127, _): .loopback
        // 100.64/10 is carrier-grade NAT's, and where one cloud keeps its metadata service (100.100.100.200).
        case (10, _), (172, 16...31), (192, 168), (100, 64...127): .privateNetwork
        case (169, 254): .linkLocal
        default: .internet
        }
    }
}
