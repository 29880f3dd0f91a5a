import TerminalCore

/// An on/off toggle drawn as `[x] Title` or `[ ] Title`; Enter, Space or a click flips it.
///
/// ```swift
/// let backOrder = Switch("Is on back order?") { isOn in model.setIsOnBackOrder(isOn) }
/// backOrder.isOn = true
/// ```
@MainActor
open class Switch: Control {
  /// Whether the switch is on.
  public var isOn = false {
    didSet { if isOn != oldValue { setNeedsDisplay() } }
  }
  /// The text after the box.
  public var title: String {
    didSet {
      guard title != oldValue else { return }
      setNeedsDisplay()
      if TextWidth.of(title) != TextWidth.of(oldValue) { invalidateIntrinsicContentSize() }
    }
  }
  /// Called with the new value when the user flips the switch.
  public var valueChanged: (@MainActor (Bool) -> Void)?

  /// A switch titled `title` reporting flips to `valueChanged`.
  public init(_ title: String, valueChanged: (@MainActor (Bool) -> Void)? = nil) {
    self.title = title
    self.valueChanged = valueChanged
    super.init()
  }

  /// One row: the box and the title (within `size`).
  open override func sizeThatFits(_ size: Size) -> Size {
    Size(width: min(TextWidth.of(title) + 4, size.width), height: min(1, size.height))
  }

  /// Flips the switch as the user would.
  public func toggle() {
    guard isEnabled else { return }
    isOn.toggle()
    valueChanged?(isOn)
  }

  open override func handleClick() -> Bool {
    toggle()
    return true
  }

  open override func handle(_ event: InputEvent) -> Bool {
    switch event {
    case .key(.enter), .character(" "):
      toggle()
      return true
    default:
      return super.handle(event)
    }
  }

  open override func draw(into canvas: inout Canvas, in rect: Rect) {
    super.draw(into: &canvas, in: rect)
    let text = (isOn ? "[x] " : "[ ] ") + title
    canvas.draw(
      TextWidth.truncated(text, toWidth: rect.width), at: rect.origin, style: style(), clip: rect)
  }
}
