import CursesKit
import Inventory
import TerminalCore

/// Tab One: a label and the focused "Go to Inventory" button.
@MainActor
final class OneViewController: ModelFocusedViewController {
  let model: AppViewModel
  private let label = Label("One", style: Style(bold: true))
  private let button = Button("Go to Inventory", appearance: .bordered)

  init(model: AppViewModel) {
    self.model = model
    super.init()
    title = "One"
  }

  override func loadView() {
    let root = ContainerView()
    root.onLayout = { [weak self] in self?.layout() }
    setView(root)
  }

  override func viewDidLoad() {
    view.addSubview(label)
    view.addSubview(button)
    button.isFocused = true
    button.primaryAction = { [weak self] in self?.model.goToInventoryButtonTapped() }
  }

  private func layout() {
    label.frame = Rect(x: 2, y: 1, width: max(view.frame.width - 4, 0), height: 1)
    button.frame = Rect(x: 2, y: 3, width: button.intrinsicWidth, height: 1)
  }
}
