/// Where the password for the SMTP server comes from: never the command line.
public enum SMTPCredentials: Sendable, Hashable {
    case none
    /// A netrc file (`~/.netrc`'s format), read by libcurl: the `machine` entry of the server's host gives the
    /// login and password.
    case netrc(file: String)
    /// A user name, and a shell command whose first line of output is the password (as msmtp's `passwordeval`).
    case passwordCommand(user: String, command: String)
}
