import CursesKit

/// A screen whose focus lives in its view model. CursesKit's default focus traversal (which
/// a CursesUI tree uses when it embeds a controller) would move focus behind the model's
/// back, so these screens opt out: their own Tab handling moves the model's focus, the same
/// wherever they are shown.
@MainActor
class ModelFocusedViewController: ViewController {
  /// The model says what is focused when the screen shows.
  override var focusesFirstControl: Bool { false }

  /// Focus moves only through the model: nothing to move here.
  override func moveFocus(forward: Bool) -> Bool { false }

  /// The model keeps its focus when the screen's tree gets focus.
  override func focusDidEnter(forward: Bool) {}

  /// The model keeps its focus when the screen's tree loses it.
  override func focusDidLeave() {}
}
