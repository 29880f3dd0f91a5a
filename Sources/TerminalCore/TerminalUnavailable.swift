/// Why the interactive terminal could not start; the message is meant for the user as it is.
///
/// ```swift
/// do { terminal = try NcursesTerminal() } catch { print(error); exit(1) }
/// ```
public struct TerminalUnavailable: Error, Equatable, CustomStringConvertible {
  /// A one-line explanation for the user.
  public var message: String

  /// Creates an error with a message for the user.
  public init(_ message: String) { self.message = message }

  public var description: String { message }

  static let stdinNotTerminal = TerminalUnavailable(
    "standard input is not a terminal; run the program in an interactive terminal")
  static let stdoutNotTerminal = TerminalUnavailable(
    "standard output is not a terminal; run the program in an interactive terminal")
  static let termUnset = TerminalUnavailable(
    "TERM is not set, so the terminal type is unknown; set it (for example TERM=xterm-256color)")

  static func unknownTerm(_ name: String) -> TerminalUnavailable {
    TerminalUnavailable(
      "the terminal type '\(name)' is not in the terminfo database; set TERM to a known type")
  }
}
