import TerminalCore

/// A rule across its width: what divides the parts of a vertical ``StackView``.
///
/// ```swift
/// StackView(axis: .vertical, [header, SeparatorView(), list])
/// ```
@MainActor
public final class SeparatorView: View {
  /// One row, as wide as offered.
  public override func sizeThatFits(_ size: Size) -> Size {
    Size(width: size.width, height: min(1, size.height))
  }

  public override func draw(into canvas: inout Canvas, in rect: Rect) {
    super.draw(into: &canvas, in: rect)
    canvas.drawHorizontalRule(at: rect.origin, width: rect.width, clip: rect)
  }
}
