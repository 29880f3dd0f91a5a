import CursesKit
import Inventory
import TerminalCore

/// Tab One: a label and the focused "Go to Inventory" button.
@MainActor
final class OneViewController: ModelFocusedViewController {
  let model: AppViewModel

  init(model: AppViewModel) {
    self.model = model
    super.init()
    title = "One"
  }

  override func viewDidLoad() {
    let button = Button("Go to Inventory", appearance: .bordered)
    button.primaryAction = { [model] in model.goToInventoryButtonTapped() }
    let screen = StackView(spacing: 1, [Label("One", style: Style(bold: true)), button])
    screen.alignment = .leading
    screen.margins = (top: 1, leading: 2, bottom: 0, trailing: 2)
    view.addSubview(screen)
    button.isFocused = true
  }
}
