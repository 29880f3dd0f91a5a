import TerminalCore

/// A number with − and + buttons: Left/Right or `-`/`+` step it, clicks on the buttons too.
///
/// Drawn as `Quantity: 3  [-] [+]`, the text made by ``format``.
///
/// ```swift
/// let stepper = Stepper(value: 1, range: 0...99) { value in model.setQuantity(value) }
/// stepper.format = { "Quantity: \($0)" }
/// ```
@MainActor
open class Stepper: Control {
  /// The current value.
  public var value: Int {
    didSet {
      guard value != oldValue else { return }
      setNeedsDisplay()
      if TextWidth.of(format(value)) != TextWidth.of(format(oldValue)) {
        invalidateIntrinsicContentSize()
      }
    }
  }
  /// The values the stepper allows.
  public var range: ClosedRange<Int>
  /// Makes the text shown before the buttons.
  public var format: @MainActor (Int) -> String = { "\($0)" } {
    didSet {
      setNeedsDisplay()
      invalidateIntrinsicContentSize()
    }
  }
  /// Called with the new value when the user steps.
  public var valueChanged: (@MainActor (Int) -> Void)?

  /// A stepper at `value` within `range`.
  public init(
    value: Int = 0, range: ClosedRange<Int> = 0...Int.max,
    valueChanged: (@MainActor (Int) -> Void)? = nil
  ) {
    self.value = value
    self.range = range
    self.valueChanged = valueChanged
    super.init()
  }

  /// One row: the text and the two buttons (within `size`).
  open override func sizeThatFits(_ size: Size) -> Size {
    Size(width: min(TextWidth.of(format(value)) + 9, size.width), height: min(1, size.height))
  }

  /// Steps by `delta` within ``range`` and reports the change.
  public func step(by delta: Int) {
    guard isEnabled else { return }
    let (sum, overflow) = value.addingReportingOverflow(delta)
    let next = overflow ? (delta > 0 ? range.upperBound : range.lowerBound) : sum
    let clamped = min(max(next, range.lowerBound), range.upperBound)
    guard clamped != value else { return }
    value = clamped
    valueChanged?(clamped)
  }

  open override func handle(_ event: InputEvent) -> Bool {
    switch event {
    case .key(.left), .character("-"):
      step(by: -1)
      return true
    case .key(.right), .character("+"):
      step(by: 1)
      return true
    case .mouse(let mouse) where mouse.kind == .click:
      guard isEnabled else { return false }
      onRequestFocus?()
      let buttons = screenFrame.minX + TextWidth.of(format(value)) + 2
      step(by: mouse.position.x >= buttons + 4 ? 1 : -1)
      return true
    default:
      return super.handle(event)
    }
  }

  open override func draw(into canvas: inout Canvas, in rect: Rect) {
    super.draw(into: &canvas, in: rect)
    var x = canvas.draw(format(value), at: rect.origin, style: style(), clip: rect)
    x = canvas.draw("  ", at: Point(x: x, y: rect.minY), clip: rect)
    x = canvas.draw("[-]", at: Point(x: x, y: rect.minY), style: Style(bold: true), clip: rect)
    canvas.draw(" [+]", at: Point(x: x, y: rect.minY), style: Style(bold: true), clip: rect)
  }
}
