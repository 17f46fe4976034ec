import ForteNetwork

extension Share {
    /// Sends the `eml` message through `smtp`; returns the addresses it went to (see `sending`).
    public func send(through smtp: SMTPConfiguration) throws -> [String] {
        try sending(eml, from: from, to: to, through: smtp)
    }
}

extension Digest {
    /// Sends the digest's message through `smtp`; returns the addresses it went to (see `sending`).
    public func send(through smtp: SMTPConfiguration) throws -> [String] {
        try sending(eml, from: from, to: to, through: smtp)
    }
}

/// Sends a message through `smtp` to the `to` addresses alone (its envelope; no header adds one), from the `from`
/// address; returns the addresses it went to. Throws `ShareError` for an address, `SMTPError` for the rest.
private func sending(
    _ message: () throws -> String, from: String?, to: String?, through smtp: SMTPConfiguration
)
    throws -> [String]
{
    let recipients = try Mailbox.list(to ?? "", header: "To").map(\.address)
    let sender = try Mailbox.list(from ?? Share.placeholderSender, header: "From")[0].address
    try SMTPClient(configuration: smtp).send(Array(try message().utf8), from: sender, to: recipients)
    return recipients
}
