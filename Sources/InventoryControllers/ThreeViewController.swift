import CursesKit
import TerminalCore

/// Tab Three: a label.
@MainActor
final class ThreeViewController: ModelFocusedViewController {
  override init() {
    super.init()
    title = "Three"
  }

  override func viewDidLoad() {
    let screen = StackView([Label("Three", style: Style(bold: true))])
    screen.margins = (top: 1, leading: 2, bottom: 0, trailing: 2)
    view.addSubview(screen)
  }
}
