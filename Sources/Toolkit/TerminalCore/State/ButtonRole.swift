/// What a button does, for styling and for Esc: destructive buttons draw in red, and Esc in an
/// alert does what its cancel button does.
///
/// Declared below both frameworks, so an ``AlertState`` in a model means the same to either.
///
/// ```swift
/// ButtonState(role: .destructive, "Delete", action: .confirmDeletion)
/// ```
public enum ButtonRole: Hashable, Sendable {
  /// Deletes or discards something.
  case destructive
  /// Cancels.
  case cancel
}
