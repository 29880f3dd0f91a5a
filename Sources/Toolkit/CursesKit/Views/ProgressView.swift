import TerminalCore

/// A bar filled to ``progress`` with its percentage after it and an optional label before,
/// as `UIProgressView`, drawn as CursesUI's `ProgressView(_:value:total:)` draws it.
///
/// ```swift
/// let sync = ProgressView(label: "Syncing")   // Syncing ████░░░░░░  40%
/// observe { [weak self] in sync.progress = self?.model.synced ?? 0 }
/// ```
@MainActor
open class ProgressView: View {
  /// How far along, from 0 to 1 (clamped; a value that is not a number shows an empty bar).
  public var progress: Double {
    didSet {
      progress = progress.isNaN ? 0 : min(max(progress, 0), 1)
      if progress != oldValue { setNeedsDisplay() }
    }
  }
  /// Shown before the bar.
  public var label: String? {
    didSet {
      guard label != oldValue else { return }
      setNeedsDisplay()
      invalidateIntrinsicContentSize()
    }
  }
  /// The style of the filled part, as `progressTintColor`; the plain style when `nil`.
  public var progressStyle: Style? {
    didSet { if progressStyle != oldValue { setNeedsDisplay() } }
  }

  /// A bar at `progress` (0 to 1), labelled `label`.
  public init(progress: Double = 0, label: String? = nil) {
    self.progress = progress.isNaN ? 0 : min(max(progress, 0), 1)
    self.label = label
    super.init()
  }

  /// One row; as wide as offered, a 20-column bar when it may choose.
  open override func sizeThatFits(_ size: Size) -> Size {
    let labelWidth = label.map { TextWidth.of($0) + 1 } ?? 0
    return Size(width: min(labelWidth + 20 + 5, size.width), height: min(1, size.height))
  }

  open override func draw(into canvas: inout Canvas, in rect: Rect) {
    super.draw(into: &canvas, in: rect)
    var x = rect.minX
    if let label {
      x = canvas.draw(label, at: rect.origin, clip: rect) + 1
    }
    let percentage = ProgressLook.percentage(progress)
    let bar = Rect(x: x, y: rect.minY, width: max(rect.maxX - x - 5, 0), height: 1)
    canvas.drawProgressBar(progress, in: bar, style: .plain, filled: progressStyle)
    canvas.draw(percentage, at: Point(x: bar.maxX + 1, y: rect.minY), clip: rect)
  }
}
