import Foundation

/// Copying through the terminal (OSC 52): the terminal puts the text on the system clipboard, over
/// SSH too, where it allows it (many ask first or refuse). The text goes base64-encoded, so nothing in it acts.
public enum Clipboard {
    public static func copying(_ text: String) -> [UInt8] {
        Array("\u{1B}]52;c;\(Data(text.utf8).base64EncodedString())\u{07}".utf8)
    }
}
