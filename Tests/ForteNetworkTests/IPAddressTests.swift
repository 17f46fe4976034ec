import Testing

@testable import ForteNetwork

/// Where an address leads (issue 23): what a repository on the internet may redirect forte to.
struct IPAddressTests {
    @Test(arguments: [
        // IPv4
        ("93.184.216.34", IPAddress.Scope.internet), ("8.8.8.8", .internet), ("1.1.1.1", .internet),
        ("0.0.0.0", .unspecified), ("0.1.2.3", .unspecified),
        ("127.0.0.1", .loopback), ("127.255.255.254", .loopback),
        ("10.0.0.1", .privateNetwork), ("10.255.255.255", .privateNetwork),
        ("172.15.255.255", .internet), ("172.16.0.1", .privateNetwork), ("172.31.255.255", .privateNetwork),
        ("172.32.0.1", .internet),
        ("192.168.0.1", .privateNetwork), ("192.169.0.1", .internet),
        ("100.63.255.255", .internet), ("100.64.0.1", .privateNetwork), ("100.100.100.200", .privateNetwork),
        ("100.128.0.1", .internet),
        ("169.254.169.254", .linkLocal), ("169.253.0.1", .internet),
        // IPv6
        ("2001:4860:4860::8888", .internet), ("2606:4700:4700::1111", .internet),
        ("::", .unspecified), ("::1", .loopback), ("::2", .internet),
        ("fc00::1", .privateNetwork), ("fd00:ec2::254", .privateNetwork), ("fe00::1", .internet),
        ("fe80::1", .linkLocal), ("febf:ffff::1", .linkLocal), ("fec0::1", .internet),
        // IPv4-mapped IPv6: the IPv4 address decides
        ("::ffff:127.0.0.1", .loopback), ("::ffff:7f00:1", .loopback), ("::ffff:169.254.169.254", .linkLocal),
        ("::ffff:10.1.2.3", .privateNetwork), ("::ffff:0.0.0.0", .unspecified), ("::ffff:8.8.8.8", .internet),
        ("0:0:0:0:0:ffff:c0a8:0101", .privateNetwork),
    ])
    func scope(address: String, scope: IPAddress.Scope) throws {
        #expect(try #require(IPAddress(address)).scope == scope)
    }

    @Test(arguments: [
        "", "localhost", "example.org", "256.0.0.1", "1.2.3", "1.2.3.4.5", "::ffff:1.2.3", "fe80::1%eth0", " 127.0.0.1",
    ])
    func anythingButAnAddressIsNone(text: String) {
        #expect(IPAddress(text) == nil)
    }

    /// What a source's host resolves to says whether it is on the user's own network (a catalog's pictures may be
    /// there only then): an address as a URL gives it resolves to itself; a name that does not resolve, to none.
    @Test func aHostResolvesToItsAddresses() {
        #expect(IPAddress.resolving("10.1.2.3") == [IPAddress("10.1.2.3")])
        #expect(IPAddress.resolving("[fe80::1]") == [IPAddress("fe80::1")])
        let localhost = IPAddress.resolving("localhost")
        #expect(!localhost.isEmpty && localhost.allSatisfy { $0.scope == .loopback }, "\(localhost)")
        #expect(IPAddress.resolving("forte-test.invalid").isEmpty)
    }
}
