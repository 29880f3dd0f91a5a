/// One line of a screen's key table: the keys, how hints, help and the command palette name
/// them, and what they do to the app's models.
///
/// A table of them belongs with the models, so every renderer runs the same command for the
/// same key: renderers differ in how screens look, never in what keys do. The command palette
/// (Ctrl-P in every `SwappableApp`) lists a screen's table and runs what the user picks, as
/// UIKit's key-command overlay lists `UIKeyCommand`s by their discoverability titles.
///
/// ```swift
/// let add = KeyCommand([.character("a")], label: "a", title: "add") { model.add() }
/// let next = KeyCommand(
///   [.key(.tab)], label: "Tab", title: "next / previous field",
///   discoverabilityTitle: "next field"
/// ) { model.focusNext() }
/// ```
public struct KeyCommand: Sendable {
  /// The keys that run the command.
  public let keys: [InputEvent]
  /// The keys as hints show them, such as "x/Del".
  public let label: String
  /// What the command does, as hints and help say it, such as "delete"; commands that share
  /// one (Tab and Shift-Tab) share a line in the help.
  public let title: String
  /// What the command does on its own line in the command palette, when ``title`` is shared
  /// with another command ("next field" beside "previous field"); `nil` when the title says
  /// it already.
  public let discoverabilityTitle: String?
  /// What running it does to the models.
  public let run: @MainActor @Sendable () -> Void

  /// A command run by `keys`.
  public init(
    _ keys: [InputEvent], label: String, title: String, discoverabilityTitle: String? = nil,
    run: @escaping @MainActor @Sendable () -> Void
  ) {
    self.keys = keys
    self.label = label
    self.title = title
    self.discoverabilityTitle = discoverabilityTitle
    self.run = run
  }

  /// The command as a hint: "a add".
  public var hint: String { "\(label) \(title)" }

  /// What the command palette calls it: its ``discoverabilityTitle``, or its ``title``.
  public var paletteTitle: String { discoverabilityTitle ?? title }
}
