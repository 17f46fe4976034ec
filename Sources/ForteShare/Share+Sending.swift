import ForteNetwork

extension Share {
    /// Sends the `eml` message through `smtp` to the `to` addresses alone (its envelope; no header adds one), from
    /// the `from` address; returns the addresses it went to. Throws `ShareError` for an address, `SMTPError` for
    /// the rest.
    public func send(through smtp: SMTPConfiguration) throws -> [String] {
        let recipients = try Mailbox.list(to ?? "", header: "To").map(\.address)
        let sender = try Mailbox.list(from ?? Share.placeholderSender, header: "From")[0].address
        try SMTPClient(configuration: smtp).send(Array(try eml().utf8), from: sender, to: recipients)
        return recipients
    }
}
