import TerminalCore

/// A button with a title and a primary action, fired by Enter, Space or a click.
///
/// ```swift
/// let save = Button("Save") { model.save() }
/// save.isEnabled = !model.isSaving
/// ```
@MainActor
open class Button: Control {
  /// How the title is framed.
  public enum Appearance: Hashable, Sendable {
    /// The title alone.
    case plain
    /// The title in brackets: `[ Save ]`.
    case bordered
  }

  /// The title shown.
  public var title: String {
    didSet {
      guard title != oldValue else { return }
      setNeedsDisplay()
      if TextWidth.of(title) != TextWidth.of(oldValue) { invalidateIntrinsicContentSize() }
    }
  }
  /// How the title is framed.
  public var appearance: Appearance = .plain {
    didSet { if appearance != oldValue { setNeedsDisplay() } }
  }
  /// The style of the title.
  public var titleStyle: Style = .plain {
    didSet { if titleStyle != oldValue { setNeedsDisplay() } }
  }
  /// What the button does.
  public var primaryAction: (@MainActor () -> Void)?

  /// A button titled `title` doing `action`.
  public init(
    _ title: String, appearance: Appearance = .plain, action: (@MainActor () -> Void)? = nil
  ) {
    self.title = title
    self.appearance = appearance
    self.primaryAction = action
    super.init()
  }

  /// The title as drawn, with its frame.
  public var displayTitle: String {
    appearance == .bordered ? "[ \(title) ]" : title
  }

  /// Columns the button needs.
  public var intrinsicWidth: Int { TextWidth.of(displayTitle) }

  /// One row, as wide as the title (within `size`).
  open override func sizeThatFits(_ size: Size) -> Size {
    Size(width: min(intrinsicWidth, size.width), height: min(1, size.height))
  }

  /// Fires the primary action if the button is enabled.
  public func sendAction() {
    guard isEnabled else { return }
    primaryAction?()
  }

  open override func handleClick() -> Bool {
    sendAction()
    return true
  }

  open override func handle(_ event: InputEvent) -> Bool {
    switch event {
    case .key(.enter), .character(" "):
      guard isEnabled else { return false }
      sendAction()
      return true
    default:
      return super.handle(event)
    }
  }

  open override func draw(into canvas: inout Canvas, in rect: Rect) {
    super.draw(into: &canvas, in: rect)
    let text = TextWidth.truncated(displayTitle, toWidth: rect.width)
    canvas.draw(text, at: rect.origin, style: style(titleStyle), clip: rect)
  }
}
