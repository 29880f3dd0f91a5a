/// A mistake on the command line, exit status 64: one line, followed by the usage when an
/// option was wrong. A value the options took but that cannot be used (a bad `--open` link)
/// is said in its one line alone; the usage would only bury it.
public struct UsageError: Error, Equatable, CustomStringConvertible {
  /// What was wrong, for the user.
  public var message: String
  /// Whether the usage follows the message: a wrong option, not a wrong value.
  public var showsUsage: Bool

  /// Creates an error with a one-line message, followed by the usage unless `showsUsage` is
  /// false.
  ///
  /// ```swift
  /// throw UsageError("--store and --no-store cannot be used together")
  /// throw UsageError("bad link '/nowhere': Unknown path /nowhere", showsUsage: false)
  /// ```
  public init(_ message: String, showsUsage: Bool = true) {
    self.message = message
    self.showsUsage = showsUsage
  }

  public var description: String { message }
}
