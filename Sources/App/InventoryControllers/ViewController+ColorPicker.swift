import CursesKit
import Inventory

extension ViewController {
  /// Pushes the colour picker `makePicker` makes while `form`'s route says so, and closes the
  /// route when the user pops it (Esc, `‹ Back`). Shared by the imperative form and the
  /// imperative shell's hosted one, which differ only in how they draw the picker.
  ///
  /// ```swift
  /// pushesColorPicker(of: form) { ColorPickerViewController(form: $0) }
  /// ```
  @discardableResult
  public func pushesColorPicker(
    of form: ItemViewModel, _ makePicker: @escaping @MainActor (ItemViewModel) -> ViewController
  ) -> ObserveToken {
    navigationDestination(
      item: { [weak form] in form?.route },
      onPop: { [weak form] _ in
        if form?.route == .colorPicker { form?.setColorPickerNavigation(isActive: false) }
      },
      content: { [weak form] _ in
        guard let form else { return ViewController() }
        return makePicker(form)
      })
  }
}
