/// How a segmented control looks in both frameworks: its titles side by side, each with a
/// space either side and a `│` between, the selected one bold and underlined (reversed while
/// the control has focus).
///
/// ```swift
/// SegmentLook.ranges(of: ["All", "Open"])        // [0..<5, 6..<12]: " All │ Open "
/// SegmentLook.segment(atColumn: 7, of: ["All", "Open"])   // 1
/// ```
public enum SegmentLook {
  /// The columns each segment takes, from column 0.
  public static func ranges(of titles: [String]) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var x = 0
    for title in titles {
      let width = TextWidth.of(title) + 2
      ranges.append(x..<(x + width))
      x += width + 1
    }
    return ranges
  }

  /// The columns of all the segments.
  public static func width(of titles: [String]) -> Int {
    ranges(of: titles).last?.upperBound ?? 0
  }

  /// The segment under `column` (counted from the control's first), or `nil` on a divider
  /// or past the end.
  public static func segment(atColumn column: Int, of titles: [String]) -> Int? {
    ranges(of: titles).firstIndex { $0.contains(column) }
  }
}

extension Canvas {
  /// Draws `titles` as a segmented control at `rect`'s first row, `selected` marked.
  public mutating func drawSegments(
    _ titles: [String], selected: Int?, in rect: Rect, style: Style, isFocused: Bool
  ) {
    guard !rect.isEmpty else { return }
    for (index, range) in SegmentLook.ranges(of: titles).enumerated() {
      var look = style
      if index == selected {
        look.bold = true
        look.underline = !isFocused
        look.reverse = isFocused
      }
      let x = rect.minX + range.lowerBound
      draw(" " + titles[index] + " ", at: Point(x: x, y: rect.minY), style: look, clip: rect)
      if index < titles.count - 1 {
        draw(
          "│", at: Point(x: rect.minX + range.upperBound, y: rect.minY), style: style.dimmed(),
          clip: rect)
      }
    }
  }
}
