import CursesKit
import TerminalCore

/// Tab Three: a label.
@MainActor
final class ThreeViewController: ModelFocusedViewController {
  override func viewDidLoad() {
    title = "Three"
    view.addSubview(StackView(margins: (1, 2, 0, 2), [Label("Three", style: Style(bold: true))]))
  }
}
