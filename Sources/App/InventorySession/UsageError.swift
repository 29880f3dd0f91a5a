/// A mistake on the command line: printed as one line, followed by the usage, exit status 64.
public struct UsageError: Error, Equatable, CustomStringConvertible {
  /// What was wrong, for the user.
  public var message: String

  /// Creates an error with a one-line message.
  public init(_ message: String) { self.message = message }

  public var description: String { message }
}
