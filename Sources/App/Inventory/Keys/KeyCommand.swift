import TerminalInput

/// One line of a screen's key table: the keys, how hints and help name them, and what they
/// do to the view models.
///
/// The screens' tables live with the view models (see `AppViewModel+Keys.swift`), so every
/// renderer runs the same command for the same key: renderers differ in how screens look,
/// never in what keys do.
///
/// ```swift
/// let command = KeyCommand([.character("a")], label: "a", title: "add") { model.add() }
/// ```
public struct KeyCommand: Sendable {
  /// The keys that run the command.
  public let keys: [InputEvent]
  /// The keys as hints show them, such as "x/Del".
  public let label: String
  /// What the command does, such as "delete".
  public let title: String
  /// What running it does to the view models.
  let run: @MainActor @Sendable () -> Void

  /// A command run by `keys`.
  public init(
    _ keys: [InputEvent], label: String, title: String,
    run: @escaping @MainActor @Sendable () -> Void
  ) {
    self.keys = keys
    self.label = label
    self.title = title
    self.run = run
  }

  /// The command as a hint: "a add".
  public var hint: String { "\(label) \(title)" }
}
