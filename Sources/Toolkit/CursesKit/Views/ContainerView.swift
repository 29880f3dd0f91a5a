import TerminalCore

/// A view that delegates ``layoutSubviews()`` to a closure; containers use it as their root.
///
/// ```swift
/// let root = ContainerView()
/// root.onLayout = { [weak self] in self?.layoutChildren() }
/// ```
@MainActor
public final class ContainerView: View {
  /// Called to lay out subviews.
  public var onLayout: (@MainActor () -> Void)?

  /// Draws the view's own content (under its subviews), given its screen frame.
  public var onDraw: (@MainActor (inout Canvas, Rect) -> Void)?

  public override func draw(into canvas: inout Canvas, in rect: Rect) {
    super.draw(into: &canvas, in: rect)
    onDraw?(&canvas, rect)
  }

  public override func layoutSubviews() {
    onLayout?()
  }
}
