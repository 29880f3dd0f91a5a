import TerminalCore

/// Focus traversal across a controller's controls, for a controller embedded in another
/// framework's tree (or any owner that moves focus between controllers).
///
/// The defaults walk the enabled, visible ``Control``s of the controller's view tree in
/// subview order, and focus one at a time; the focused one then starts the responder chain
/// (``focusedResponder``). Controllers whose focus lives in their models override all three
/// with their own rules.
///
/// ```swift
/// if !controller.moveFocus(forward: true) { focusNextThingOutside() }
/// ```
extension ViewController {
  /// The controls Tab walks, in order.
  public var focusableControls: [Control] {
    var controls: [Control] = []
    collectControls(in: view, into: &controls)
    return controls
  }

  private func collectControls(in view: View, into controls: inout [Control]) {
    guard !view.isHidden else { return }
    if let control = view as? Control, control.isEnabled { controls.append(control) }
    for subview in view.subviews { collectControls(in: subview, into: &controls) }
  }

  /// Focuses `control` (one of ``focusableControls``), unfocusing the others, and makes it
  /// where keys start (the default ``focusedResponder``); `nil` leaves no control focused. A
  /// control whose focus is bound to a model (`bind(focus:equals:)`) writes it
  /// there.
  ///
  /// ```swift
  /// override func viewDidLoad() {
  ///   view.addSubview(stepper)
  ///   focusControl(stepper)
  /// }
  /// ```
  public func focusControl(_ control: Control?) {
    for other in focusableControls where other !== control { other.isFocused = false }
    control?.isFocused = true
    control?.onRequestFocus?()
  }

  /// Tab in a window: focus moves to the next (or previous) control, around from the last to
  /// the first. Returns false when there is nowhere to go (no control, or only the focused
  /// one), so the key counts as unused.
  @discardableResult
  public func cycleFocus(forward: Bool) -> Bool {
    let controls = focusableControls
    let current = focusedControl.flatMap { focused in controls.firstIndex { $0 === focused } }
    guard !controls.isEmpty, current == nil || controls.count > 1 else { return false }
    let start = current ?? (forward ? controls.count - 1 : 0)
    let next = (start + (forward ? 1 : -1) + controls.count) % controls.count
    focusControl(controls[next])
    return true
  }

  /// The focused control of ``focusableControls``, if any.
  public var focusedControl: Control? { focusableControls.first { $0.isFocused } }

  /// Focuses the first of ``focusableControls`` when nothing in the controller has focus and
  /// no control's focus is bound to a model (``ViewController/focusesFirstControl`` allowing),
  /// so keys work before any Tab. A window does this for each screen it shows; nothing needs
  /// `focusControl(_:)` in `viewDidLoad` for it.
  public func focusFirstControlIfNoneIs() {
    guard focusesFirstControl, focusedResponder == nil else { return }
    let controls = focusableControls
    guard !controls.contains(where: \.isFocusBound) else { return }
    focusControl(controls.first)
  }
}
