import CursesKit
import InventoryControllerParts
import TerminalCore

/// The stock gauge beside the form's quantity: one row, at most 40 cells wide, and nothing
/// at all when the row leaves it less than ``StockGaugeView/minimumWidth`` (a needle with no
/// room to move says nothing).
@MainActor
final class QuantityGaugeView: StockGaugeView {
  /// The widest the gauge grows, as the declarative form's `frame(maxWidth: 40)`.
  static let maximumWidth = 40

  /// The width offered, up to ``maximumWidth``; one row.
  override func sizeThatFits(_ size: Size) -> Size {
    Size(width: min(max(size.width, 0), Self.maximumWidth), height: min(max(size.height, 0), 1))
  }

  override func draw(into canvas: inout Canvas, in rect: Rect) {
    guard rect.width >= Self.minimumWidth else { return }
    super.draw(into: &canvas, in: rect)
  }
}
