import CursesKit
import TerminalCore

/// How a gauge draws: the bar and needle on the first row, the scale under it or beside it.
///
/// ```text
/// ━━━━━━━●────────      0 ━━━●──── 100      ━━━●────
/// 0            100
/// ```
extension StockGaugeView {
  /// The glyphs of the bar: heavy before the needle, light after it, so that the filled part
  /// still reads on a terminal without colour.
  static let filledGlyph = "━"
  static let emptyGlyph = "─"
  static let needleGlyph = "●"

  /// The labels at the ends of the scale: 0 and the maximum.
  var scaleLabels: (low: String, high: String) { ("0", Self.label(for: maximum)) }

  /// The cell of a bar `width` cells wide the needle is on: 0 for an empty gauge, the last
  /// cell for a full one, the nearest cell in between.
  ///
  /// ```swift
  /// StockGaugeView(value: 50, maximum: 100).needleColumn(inWidth: 41)  // 20
  /// ```
  public func needleColumn(inWidth width: Int) -> Int {
    guard width > 1 else { return 0 }
    return Int((fraction * Double(width - 1)).rounded())
  }

  func drawGauge(into canvas: inout Canvas, in rect: Rect) {
    guard rect.width > 0, rect.height > 0 else { return }
    let (low, high) = scaleLabels
    let labels = TextWidth.of(low) + TextWidth.of(high)
    let row = Rect(x: rect.minX, y: rect.minY, width: rect.width, height: 1)
    if rect.height >= 2 {
      drawBar(into: &canvas, in: row)
      guard labels + 1 <= rect.width else { return }
      let scale = Rect(x: rect.minX, y: rect.minY + 1, width: rect.width, height: 1)
      drawScale(low, high, into: &canvas, in: scale)
    } else if rect.width - labels - 2 >= Self.minimumWidth {
      // One row: "0 ━━━●─── 100", the labels a space away from the bar's ends.
      drawScale(low, high, into: &canvas, in: row)
      let bar = row.inset(left: TextWidth.of(low) + 1, right: TextWidth.of(high) + 1)
      drawBar(into: &canvas, in: bar)
    } else {
      drawBar(into: &canvas, in: row)
    }
  }

  private func drawBar(into canvas: inout Canvas, in bar: Rect) {
    let needle = needleColumn(inWidth: bar.width)
    var filled = Style(foreground: tint)
    var empty = Style(dim: true)
    var knob = Style(bold: true)
    if isDimmed {
      filled = Style(dim: true)
      empty = Style(dim: true)
      knob = Style(dim: true)
    }
    let before = String(repeating: Self.filledGlyph, count: needle)
    let after = String(repeating: Self.emptyGlyph, count: bar.width - needle - 1)
    var x = canvas.draw(before, at: bar.origin, style: filled, clip: bar)
    x = canvas.draw(Self.needleGlyph, at: Point(x: x, y: bar.minY), style: knob, clip: bar)
    canvas.draw(after, at: Point(x: x, y: bar.minY), style: empty, clip: bar)
  }

  private func drawScale(_ low: String, _ high: String, into canvas: inout Canvas, in row: Rect) {
    let style = Style(dim: true)
    canvas.draw(low, at: row.origin, style: style, clip: row)
    let x = row.maxX - TextWidth.of(high)
    canvas.draw(high, at: Point(x: x, y: row.minY), style: style, clip: row)
  }

  /// A quantity as a scale label: whole numbers without a decimal point, others to one
  /// decimal place.
  static func label(for quantity: Double) -> String {
    guard quantity.isFinite else { return quantity.isNaN ? "?" : (quantity > 0 ? "∞" : "-∞") }
    let tenths = (quantity * 10).rounded() / 10
    if tenths == tenths.rounded(), abs(tenths) < 1e15 { return String(Int(tenths)) }
    return String(tenths)
  }
}
