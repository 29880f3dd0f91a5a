import CursesKit
import Inventory
import TerminalCore

/// Tab One: a label and the focused "Go to Inventory" button.
@MainActor
final class OneViewController: ModelFocusedViewController {
  private let button: Button

  init(model: AppViewModel) {
    button = Button(
      "Go to Inventory", appearance: .bordered, action: model.goToInventoryButtonTapped)
    super.init()
  }

  override func viewDidLoad() {
    title = "One"
    let heading = Label("One", style: Style(bold: true))
    view.addSubview(
      StackView(spacing: 1, alignment: .leading, margins: (1, 2, 0, 2), [heading, button]))
    button.isFocused = true
  }
}
