import CursesKit
import Inventory
import TerminalCore

extension InventoryViewModel {
  /// The inventory screen's Tab, Shift-Tab and Add-button keys for a CursesKit screen: focus
  /// moves through the model (filter → list → Add and back), since the Add button is a bar
  /// item in no view's Tab order; Enter or Space on the focused Add opens the add sheet.
  /// Returns whether the key was one of them. Used by the imperative inventory screen and by
  /// the imperative shell's coordinator, so the two never disagree.
  ///
  /// ```swift
  /// override func handle(_ event: InputEvent) -> Bool {
  ///   model.handleFocusKey(event) || super.handle(event)
  /// }
  /// ```
  public func handleFocusKey(_ event: InputEvent) -> Bool {
    switch event {
    case .key(.tab): focusNextControl()
    case .key(.backTab): focusPreviousControl()
    case .key(.enter) where focus == .addButton, .character(" ") where focus == .addButton:
      addButtonTapped()
    default:
      return false
    }
    return true
  }
}
