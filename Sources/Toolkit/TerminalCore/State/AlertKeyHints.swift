/// The key hints of an alert's buttons, the same in both frameworks.
///
/// ```swift
/// footer.text = AlertKeyHints.buttons   // "←→ button  ⏎ choose  Esc cancel"
/// ```
public enum AlertKeyHints {
  /// The keys of an alert of buttons alone.
  public static let buttons = "←→ button  ⏎ choose  Esc cancel"
}
