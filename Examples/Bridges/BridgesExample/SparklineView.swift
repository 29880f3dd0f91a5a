import CursesKit
import TerminalCore

/// A CursesKit control that draws readings as bars, one column each, three rows high, with
/// one reading selected: ← → Home End move the selection and report it to ``onSelect``.
///
/// It knows nothing of CursesUI; `Sparkline` puts it in a CursesUI tree.
///
/// ```swift
/// let sparkline = SparklineView()
/// sparkline.values = [18, 19, 21]
/// sparkline.onSelect = { index in model.selectedReading = index }
/// ```
@MainActor
final class SparklineView: Control {
  /// How many rows the bars take.
  static let rows = 3
  /// Eighths of a cell, from empty to full.
  private static let levels: [Character] = [" ", "▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

  /// The readings, oldest first.
  var values: [Int] = [] {
    didSet { if values != oldValue { setNeedsDisplay() } }
  }
  /// The selected reading's index.
  var selectedIndex = 0 {
    didSet { if selectedIndex != oldValue { setNeedsDisplay() } }
  }
  /// The values of an empty bar and of a full one.
  var range = Thermostat.targetRange {
    didSet { if range != oldValue { setNeedsDisplay() } }
  }
  /// Called when the user moves the selection, with the new index.
  var onSelect: (@MainActor (Int) -> Void)?

  /// A column per reading (as many as fit) and ``rows`` rows.
  override func sizeThatFits(_ size: Size) -> Size {
    Size(width: min(values.count, size.width), height: min(Self.rows, size.height))
  }

  override func handle(_ event: InputEvent) -> Bool {
    guard isEnabled, !values.isEmpty else { return super.handle(event) }
    let target: Int
    switch event {
    case .key(.left): target = selectedIndex - 1
    case .key(.right): target = selectedIndex + 1
    case .key(.home): target = 0
    case .key(.end): target = values.count - 1
    default: return super.handle(event)
    }
    let clamped = min(max(target, 0), values.count - 1)
    if clamped != selectedIndex {
      selectedIndex = clamped
      onSelect?(clamped)
    }
    return true
  }

  override func draw(into canvas: inout Canvas, in rect: Rect) {
    super.draw(into: &canvas, in: rect)
    guard rect.width > 0, rect.height > 0 else { return }
    // The newest readings that fit, moved back just enough to keep the selection in view.
    var first = max(values.count - rect.width, 0)
    if selectedIndex < first { first = selectedIndex }
    let span = max(range.upperBound - range.lowerBound, 1)
    let rows = rect.height
    for (column, index) in (first..<min(first + rect.width, values.count)).enumerated() {
      let value = min(max(values[index], range.lowerBound), range.upperBound)
      let eighths = (value - range.lowerBound) * rows * 8 / span
      let isSelected = index == selectedIndex
      let style = isSelected ? (isFocused ? Style(reverse: true) : Style(bold: true)) : .plain
      for row in 0..<rows {
        // Row 0 is the bottom: it fills first.
        let level = min(max(eighths - row * 8, 0), 8)
        canvas.draw(
          String(Self.levels[level]),
          at: Point(x: rect.minX + column, y: rect.maxY - 1 - row), style: style, clip: rect)
      }
    }
  }
}
