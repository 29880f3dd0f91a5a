import CursesKit
import Inventory
import TerminalCore

/// The form's "Color" row: the label, the swatch and name (or "None"), and "›"; Enter, Space
/// or a click opens the picker.
@MainActor
final class ColorRowView: Button {
  var color: Inventory.Color? {
    didSet { if color != oldValue { setNeedsDisplay() } }
  }

  init(action: @escaping @MainActor () -> Void) {
    super.init("Color", action: action)
  }

  /// The whole row: the "›" sits at its right end.
  override func sizeThatFits(_ size: Size) -> Size {
    Size(width: max(size.width, 0), height: min(1, size.height))
  }

  override func draw(into canvas: inout Canvas, in rect: Rect) {
    let base = style()
    canvas.fill(rect, style: base)
    canvas.draw("Color", at: rect.origin, style: base, clip: rect)
    canvas.draw(
      ColorSwatch.text(color, base: base), at: Point(x: rect.minX + 7, y: rect.minY), clip: rect)
    canvas.draw("›", at: Point(x: rect.maxX - 1, y: rect.minY), style: base, clip: rect)
  }
}
