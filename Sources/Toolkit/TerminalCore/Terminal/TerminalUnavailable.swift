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

  static func noCursorAddressing(_ name: String) -> TerminalUnavailable {
    TerminalUnavailable(
      "the terminal type '\(name)' cannot move the cursor (its terminfo entry has no 'cup'), "
        + "so a screen cannot be drawn; set TERM to a full-screen type (for example "
        + "TERM=xterm-256color)")
  }

  static func tooLarge(_ size: Size, largestSide: Int) -> TerminalUnavailable {
    TerminalUnavailable(
      "the terminal is \(size.width)×\(size.height), larger than ncurses can draw "
        + "(at most \(largestSide) columns and \(largestSide) rows); make the window smaller")
  }

  static func startFailed(_ name: String, size: Size) -> TerminalUnavailable {
    TerminalUnavailable(
      "ncurses could not start on the terminal type '\(name)' at \(size.width)×\(size.height)")
  }

  /// Why a terminal type that terminfo knows still cannot run a full-screen program, or nil
  /// when it can. Checked between `setupterm`, which writes nothing, and `newterm`, which
  /// starts drawing: without cursor addressing (`TERM=dumb`) ncurses would write lines of
  /// unpositioned text, and beyond the largest side it can hold `newterm` fails without a word.
  ///
  /// - Parameters:
  ///   - term: the terminal type, for the message.
  ///   - canAddressCursor: whether terminfo has `cup` for it.
  ///   - size: the size ncurses found (the window's, or terminfo's default).
  ///   - largestSide: the most rows or columns ncurses can hold.
  static func problem(
    term: String, canAddressCursor: Bool, size: Size, largestSide: Int
  ) -> TerminalUnavailable? {
    guard canAddressCursor else { return .noCursorAddressing(term) }
    guard size.width <= largestSide, size.height <= largestSide else {
      return .tooLarge(size, largestSide: largestSide)
    }
    return nil
  }
}
