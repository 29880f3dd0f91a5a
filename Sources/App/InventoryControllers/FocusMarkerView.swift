import CursesKit
import TerminalCore

/// The column before a form row: `▸` while the row's control has focus, blank otherwise. It
/// keeps its column either way, so the rows stay where they are as focus moves.
///
/// ```swift
/// let marker = FocusMarkerView()
/// observe { marker.isMarked = form.focusedField == .name }
/// ```
@MainActor
final class FocusMarkerView: View {
  /// Whether the row's control has focus.
  var isMarked = false {
    didSet { if isMarked != oldValue { setNeedsDisplay() } }
  }

  /// One cell.
  override func sizeThatFits(_ size: Size) -> Size {
    Size(width: min(1, size.width), height: min(1, size.height))
  }

  override func draw(into canvas: inout Canvas, in rect: Rect) {
    guard isMarked else { return }
    canvas.draw("▸", at: rect.origin, style: Style(bold: true), clip: rect)
  }
}
