/// How progress looks in both frameworks: a bar of blocks, its percentage, and a braille
/// spinner's frames.
///
/// ```swift
/// let fraction = ProgressLook.fraction(value: 3, total: 10)        // 0.3
/// canvas.drawProgressBar(fraction, in: bar, style: .plain)          // ██████░░░░░░░░░░░░░░
/// canvas.draw(ProgressLook.percentage(fraction), at: end)          // " 30%"
/// ```
public enum ProgressLook {
  /// The spinner's frames, one every ``spinnerInterval``.
  public static let spinnerFrames = Array("⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏")
  /// How long a spinner shows each frame.
  public static let spinnerInterval = Duration.milliseconds(100)

  /// `value` of `total` as a fraction clamped to 0…1; 0 for a value that is not a number or
  /// a total that is not positive.
  public static func fraction<Value: BinaryFloatingPoint>(value: Value, total: Value = 1)
    -> Double
  {
    let ratio = total > 0 && !value.isNaN ? value / total : 0
    return Double(min(max(ratio, 0), 1))
  }

  /// The fraction as a percentage, four columns wide: `"  5%"`, `"100%"`.
  public static func percentage(_ fraction: Double) -> String {
    let text = "\(Int((fraction * 100).rounded()))%"
    return String(repeating: " ", count: max(4 - text.count, 0)) + text
  }
}

extension Canvas {
  /// Draws a bar across `rect`'s first row filled to `fraction` (0…1): full blocks in
  /// `filled`, the rest light shade dimmed in `style`.
  public mutating func drawProgressBar(
    _ fraction: Double, in rect: Rect, style: Style, filled: Style? = nil
  ) {
    guard !rect.isEmpty else { return }
    let fraction = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
    let count = Int((fraction * Double(rect.width)).rounded())
    draw(String(repeating: "█", count: count), at: rect.origin, style: filled ?? style, clip: rect)
    draw(
      String(repeating: "░", count: rect.width - count),
      at: Point(x: rect.minX + count, y: rect.minY), style: style.dimmed(), clip: rect)
  }
}
