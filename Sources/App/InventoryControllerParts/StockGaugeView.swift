import CursesKit
import TerminalCore

/// A quantity in stock as a horizontal gauge with a needle, one or two rows tall, in any width.
///
/// The bar spans the view: heavy `━` up to the needle `●`, light `─` after it, so the filled
/// part reads without colour too (it is also drawn in ``tint``, the rest dimmed). With two
/// rows the scale goes under the bar, `0` at the left end and the ``maximum`` at the right;
/// with one row it goes at the ends of the bar when there is room for a bar of
/// ``minimumWidth`` cells between them. Narrower than the labels need, the bar is drawn alone.
///
/// ```text
/// ━━━━━━━━━━━━━━━━━━━●────────────────────      0 ━━━━━━━━━━━━━━━━●───────────────── 100
/// 0                                    100
/// ```
///
/// The view has no animation of its own: an owner that animates the needle sets ``value``
/// each tick (fractions are fine; the needle goes to the nearest cell).
///
/// ```swift
/// let gauge = StockGaugeView(value: 20, maximum: 100)
/// gauge.frame = Rect(x: 2, y: 5, width: 40, height: 2)
/// observe { [weak self] in self?.gauge.value = model.displayedQuantity }
/// ```
@MainActor
open class StockGaugeView: View {
  /// Where the needle is, in quantity units from 0 to ``maximum`` (clamped when drawn; a
  /// fraction rounds to the nearest cell).
  public var value: Double {
    didSet { if !Self.same(value, oldValue) { setNeedsDisplay() } }
  }
  /// The quantity at the right end of the bar, and its label.
  public var maximum: Double {
    didSet { if !Self.same(maximum, oldValue) { setNeedsDisplay() } }
  }
  /// Whether the gauge is drawn dimmed and without colour (disabled, or behind a modal).
  public var isDimmed = false {
    didSet { if isDimmed != oldValue { setNeedsDisplay() } }
  }
  /// The colour of the filled part of the bar.
  public var tint: TerminalColor = .ansi(.green) {
    didSet { if tint != oldValue { setNeedsDisplay() } }
  }

  /// The narrowest bar worth drawing labels beside (in one row); narrower still, the bar is
  /// drawn alone, down to a single cell.
  public static let minimumWidth = 8

  /// A gauge with its needle at `value` of `maximum`.
  public init(value: Double = 0, maximum: Double = 100, frame: Rect = .zero) {
    self.value = value
    self.maximum = maximum
    super.init(frame: frame)
  }

  /// The size the gauge would like when nothing constrains it: a bar 24 cells wide (wider if
  /// the scale labels need it) over its scale, two rows.
  ///
  /// ```swift
  /// let ideal = gauge.intrinsicContentSize  // Size(width: 24, height: 2)
  /// ```
  public var intrinsicContentSize: Size {
    Size(
      width: max(24, TextWidth.of(scaleLabels.low) + TextWidth.of(scaleLabels.high) + 1), height: 2)
  }

  /// The size the gauge takes when offered `size`: all the width (the bar stretches to it),
  /// and two rows when offered two or more, else what is offered. It never asks for more than
  /// `size`, since it draws in any width. A bridge that offers a dimension left open as one
  /// cell gets one row (or one column) back: ask ``intrinsicContentSize`` for an open one.
  ///
  /// ```swift
  /// gauge.sizeThatFits(Size(width: 40, height: 10))  // Size(width: 40, height: 2)
  /// ```
  open override func sizeThatFits(_ size: Size) -> Size {
    Size(width: max(size.width, 0), height: min(max(size.height, 0), 2))
  }

  /// How far along the bar the needle is, from 0 to 1: `value / maximum`, clamped; 0 for a
  /// value that is not a number, and with no positive maximum 1 for any positive value.
  public var fraction: Double {
    guard maximum > 0 else { return value > 0 ? 1 : 0 }
    let ratio = value / maximum
    return ratio.isNaN ? 0 : min(max(ratio, 0), 1)
  }

  open override func draw(into canvas: inout Canvas, in rect: Rect) {
    super.draw(into: &canvas, in: rect)
    drawGauge(into: &canvas, in: rect)
  }

  /// Whether an assignment changes nothing; a NaN assigned over a NaN does not redraw.
  private static func same(_ new: Double, _ old: Double) -> Bool {
    new == old || (new.isNaN && old.isNaN)
  }
}
