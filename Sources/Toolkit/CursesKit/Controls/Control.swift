import TerminalCore

/// A view the user acts on: it can have keyboard focus and be disabled.
///
/// A focused control draws reversed. Subclasses handle their keys in ``handle(_:)`` only when
/// enabled, and a click on them through ``handleClick()``.
///
/// ```swift
/// button.isFocused = true
/// button.isEnabled = !model.isSaving
/// ```
@MainActor
open class Control: View {
  /// Whether the control has keyboard focus (drawn reversed); a ``ScrollView`` holding the
  /// control scrolls it into view.
  public var isFocused = false {
    didSet {
      guard isFocused != oldValue else { return }
      setNeedsDisplay()
      if isFocused { enclosingScrollView?.focusDidMove() }
    }
  }
  /// Whether the control reacts to input (drawn dim when not).
  public var isEnabled = true {
    didSet { if isEnabled != oldValue { setNeedsDisplay() } }
  }

  /// Called when a click asks for keyboard focus (before the click acts); the owner moves its
  /// focus state here, since focus lives with whoever owns the screen's state.
  public var onRequestFocus: (@MainActor () -> Void)?
  /// Whether a model decides this control's focus
  /// (``bind(focus:equals:)-(Binding<Value>,_)``), so a screen leaves it as the model says
  /// rather than focusing its first control.
  public internal(set) var isFocusBound = false

  /// The style for text in the current state: dim when disabled, reversed when focused.
  public func style(_ base: Style = .plain) -> Style {
    var style = base
    if !isEnabled { style.dim = true }
    if isFocused { style.reverse = true }
    return style
  }

  /// Called for a click inside the control; returns whether it was used. Default: no.
  open func handleClick() -> Bool { false }

  open override func handle(_ event: InputEvent) -> Bool {
    if case .mouse(let mouse) = event, mouse.kind == .click, isEnabled {
      onRequestFocus?()
      return handleClick()
    }
    return false
  }
}
