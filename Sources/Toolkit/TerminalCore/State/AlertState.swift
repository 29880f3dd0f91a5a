import Foundation

/// An alert as a value a view model holds: its title, message and buttons, each button naming
/// the model's action for it, and which button has focus.
///
/// A model that keeps `var alert: AlertState<AlertAction>?` shows an alert in either framework
/// while the value is set: CursesUI's `alert(_:action:)` and CursesKit's `present(alert:action:)`
/// draw it, run a button's action through the one closure both are given (before the alert is
/// cleared, so an action may read the model's state as it was), then write `nil` back. The
/// focused button lives here too, so a renderer swapped in mid-alert focuses the same one.
///
/// ```swift
/// enum AlertAction { case delete(Item.ID) }
///
/// model.alert = AlertState(
///   title: "Delete “\(item.name)”?", message: "This cannot be undone.",
///   buttons: [
///     ButtonState(role: .cancel, "Cancel"),
///     ButtonState(role: .destructive, "Delete", action: .delete(item.id)),
///   ])
/// ```
public struct AlertState<Action>: Identifiable {
  /// Tells one alert from the next, so a dismissal clears only the alert it dismissed.
  public let id: UUID
  /// The bold first line.
  public var title: String
  /// The text under the title, if any.
  public var message: String?
  /// The buttons, left to right.
  public var buttons: [ButtonState<Action>]
  /// The index in ``buttons`` of the focused one.
  public var focusedButton: Int

  /// An alert; with no `focusedButton`, the first cancel button has focus (else the first), so
  /// an Enter typed by habit never destroys anything.
  public init(
    title: String, message: String? = nil, buttons: [ButtonState<Action>],
    focusedButton: Int? = nil
  ) {
    id = UUID()
    self.title = title
    self.message = message
    self.buttons = buttons
    self.focusedButton = focusedButton ?? buttons.firstIndex { $0.role == .cancel } ?? 0
  }

  /// The action of the button Esc stands for: the first cancel button's, if it has one.
  public var cancelAction: Action? {
    buttons.first { $0.role == .cancel }?.action
  }
}

/// Alerts are equal when they read the same and have the same button focused, whichever
/// moment made them: a model compared with another (a test, a replay) has no stake in the
/// identity that only tells a dismissal which alert it dismissed.
extension AlertState: Equatable where Action: Equatable {
  /// Whether two alerts read the same and focus the same button.
  ///
  /// ```swift
  /// AlertState<Int>(title: "Delete?", buttons: []) == AlertState(title: "Delete?", buttons: [])
  /// // true, though each has an `id` of its own
  /// ```
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.message == rhs.message && lhs.buttons == rhs.buttons
      && lhs.focusedButton == rhs.focusedButton
  }
}
extension AlertState: Sendable where Action: Sendable {}

/// A button of an ``AlertState``: a title, a role, and the action the model runs for it
/// (`nil` for a button that only closes the alert).
///
/// ```swift
/// ButtonState(role: .cancel, "Keep")
/// ButtonState("Duplicate", action: .duplicate)
/// ```
public struct ButtonState<Action> {
  /// The button's title.
  public var title: String
  /// Its role, if it cancels or destroys.
  public var role: ButtonRole?
  /// The model's action for it, if any.
  public var action: Action?

  /// A button titled `title`.
  public init(role: ButtonRole? = nil, _ title: String, action: Action? = nil) {
    self.title = title
    self.role = role
    self.action = action
  }
}

extension ButtonState: Equatable where Action: Equatable {}
extension ButtonState: Sendable where Action: Sendable {}
