import Foundation

/// The terminal's own clipboard, written through OSC 52: the text travels to the terminal
/// the user sits at, through ssh and through tmux where they pass it on (tmux with
/// `set -g set-clipboard on`), so it pastes anywhere on that machine, as UIKit's
/// `UIPasteboard.general` does on a phone.
///
/// ``general`` writes to the terminal of the running ``TerminalRun``; outside a run (a test,
/// `--snapshot`) it writes nothing and says so. A terminal that does not take OSC 52 ignores
/// the sequence: nothing breaks, the text just does not arrive, which no program can tell.
///
/// ```swift
/// if Clipboard.general.copy(link) {
///   message = "Copied"
/// }
/// ```
@MainActor
public final class Clipboard {
  /// The running terminal's clipboard.
  public static let general = Clipboard()

  /// Writes the text to where copies go and returns whether it was written; `nil` while no
  /// terminal is running.
  public var write: (@MainActor (String) -> Bool)?

  /// A clipboard whose copies go to `write` (a test's, say).
  ///
  /// ```swift
  /// let clipboard = Clipboard { copied.append($0); return true }
  /// ```
  public init(write: (@MainActor (String) -> Bool)? = nil) {
    self.write = write
  }

  /// Copies `text`; returns whether it was written to the terminal.
  @discardableResult
  public func copy(_ text: String) -> Bool {
    write?(text) ?? false
  }

  /// The bytes that ask the terminal to put `text` on its clipboard: OSC 52 for the
  /// clipboard selection (`c`), the text in base64, ended by BEL, which every terminal that
  /// reads OSC takes.
  ///
  /// ```swift
  /// String(decoding: Clipboard.sequence(copying: "hi"), as: UTF8.self)   // "\e]52;c;aGk=\u{7}"
  /// ```
  public nonisolated static func sequence(copying text: String) -> [UInt8] {
    Array("\u{1B}]52;c;".utf8) + Array(Data(text.utf8).base64EncodedString().utf8) + [0x07]
  }
}
