import CursesKit
import TerminalCore

/// Tab Three: a label.
@MainActor
final class ThreeViewController: ModelFocusedViewController {
  private let label = Label("Three", style: Style(bold: true))

  override init() {
    super.init()
    title = "Three"
  }

  override func viewDidLoad() {
    view.addSubview(label)
    label.frame = Rect(x: 2, y: 1, width: 20, height: 1)
  }
}
