import TerminalCore

/// A button of an ``AlertController``.
///
/// ```swift
/// AlertAction(title: "Delete", style: .destructive) { model.delete() }
/// ```
@MainActor
public struct AlertAction {
  /// How the action looks and behaves.
  public enum Style: Hashable, Sendable {
    /// An ordinary action.
    case `default`
    /// Cancels: also what Esc does. Drawn bold.
    case cancel
    /// Destroys something. Drawn red.
    case destructive
  }

  /// The button's title.
  public var title: String
  /// How it looks and behaves.
  public var style: Style
  /// What it does, after the alert is dismissed.
  public var handler: (@MainActor () -> Void)?

  /// An action titled `title`.
  public init(title: String, style: Style = .default, handler: (@MainActor () -> Void)? = nil) {
    self.title = title
    self.style = style
    self.handler = handler
  }
}

/// A small modal box with a title, a message, optional one-line text fields and a row of
/// buttons.
///
/// Without text fields, Left/Right/Tab/Shift-Tab move the focus between buttons, Enter or
/// Space activates the focused one, Esc activates the cancel action. With text fields (see
/// ``addTextField(_:)``) the focus starts on the first field, Tab / Shift-Tab go through the
/// fields, then the buttons, and a click on a field focuses it. The focused field edits its
/// text with the keys every text field has (←→ Home End, Ctrl-A/E, Backspace Delete, Ctrl-U);
/// Enter there activates the ``preferredAction``, else the first action that does not cancel.
/// Activating runs the action's handler, then dismisses the alert as a user dismissal
/// (``ViewController/onUserDismiss`` runs) unless the handler's change dismissed it already.
/// The focus can be set from outside and is reported when the user moves it: see
/// ``alertFocus``.
///
/// ```swift
/// let alert = AlertController(title: "Phone", message: "Are you sure?")
/// alert.addAction(AlertAction(title: "Cancel", style: .cancel))
/// alert.addAction(AlertAction(title: "Delete", style: .destructive) { delete() })
/// present(alert)
///
/// let rename = AlertController(title: "Rename", message: nil)
/// rename.addTextField { $0.placeholder = "Name" }
/// rename.addAction(AlertAction(title: "Cancel", style: .cancel))
/// rename.addAction(AlertAction(title: "Rename") { [weak rename] in
///   model.rename(to: rename?.textFields[0].text ?? "")
/// })
/// present(rename)
/// ```
@MainActor
open class AlertController: ViewController {
  /// The message under the title.
  public var message: String? {
    // The fields sit under the message, so a message that wraps differently moves them.
    didSet { if message != oldValue, isViewLoaded { view.setNeedsLayout() } }
  }
  /// The buttons, left to right.
  public private(set) var actions: [AlertAction] = []
  /// The text fields, top to bottom, in the order ``addTextField(_:)`` added them.
  public internal(set) var textFields: [TextField] = []
  /// The index in ``actions`` of the ``preferredAction``, or `nil` for none.
  public var preferredActionIndex: Int? {
    didSet { if preferredActionIndex != oldValue, isViewLoaded { view.setNeedsDisplay() } }
  }
  /// Called when the user moves the focus to a button, with its index (not when the focus is
  /// set from outside, nor when it moves to a text field: see ``onAlertFocusChange``).
  public var onFocusChange: (@MainActor (Int) -> Void)?
  /// Called when the user moves the focus, to a text field or a button, with the new focus
  /// (before ``onFocusChange``); never when ``alertFocus`` is set from outside.
  public var onAlertFocusChange: (@MainActor (Focus) -> Void)?
  /// The focus as last set, by the user or the owner; `nil` until then. It may name a field or
  /// button that is not there yet (set from a model before they are added):
  /// ``alertFocus`` resolves it.
  var requestedFocus: Focus?
  /// Where each button was last drawn, in screen coordinates, for clicks.
  var buttonFrames: [Rect] = []

  /// An alert titled `title` showing `message`.
  public init(title: String?, message: String?) {
    self.message = message
    super.init()
    self.title = title
    modalPresentationStyle = .alert
  }

  /// Adds a button.
  public func addAction(_ action: AlertAction) {
    actions.append(action)
    // A focus set before its button existed resolves differently now.
    applyFocus()
  }

  /// The action Enter activates from a text field and that is drawn as the default (bold,
  /// the cancel action then plain), as UIKit's `preferredAction`; `nil` for none. Set it to one of ``actions`` (found by title
  /// and style; anything else clears it).
  ///
  /// ```swift
  /// let rename = AlertAction(title: "Rename") { model.rename() }
  /// alert.addAction(rename)
  /// alert.preferredAction = rename
  /// ```
  public var preferredAction: AlertAction? {
    get { preferredActionIndex.flatMap { actions.indices.contains($0) ? actions[$0] : nil } }
    set {
      preferredActionIndex = newValue.flatMap { wanted in
        actions.firstIndex { $0.title == wanted.title && $0.style == wanted.style }
      }
    }
  }

  open override var preferredContentSize: Size {
    let buttons = actions.map { TextWidth.of($0.title) + 4 }.reduce(0, +) + 2
    let text = max(TextWidth.of(title ?? ""), TextWidth.of(message ?? ""))
    let height = (message == nil ? 5 : 7) + fieldRowsHeight
    return Size(width: min(max(buttons, text, fieldsWidth) + 4, 60), height: height)
  }

  /// As wide as it wants within `available`, one row taller for each line the message wraps
  /// onto there.
  open override func preferredContentSize(fitting available: Size) -> Size {
    let width = min(preferredContentSize.width, available.width)
    let extra = max(messageLines(width: width - 4).count - 1, 0)
    return Size(width: width, height: min(preferredContentSize.height + extra, available.height))
  }

  /// The message wrapped to `width` columns.
  func messageLines(width: Int) -> [String] {
    message.map { TextWidth.wrapped($0, toWidth: width) } ?? []
  }

  open override func loadView() {
    let root = ContainerView()
    root.onDraw = { [weak self] canvas, rect in self?.drawAlert(into: &canvas, in: rect) }
    root.onLayout = { [weak self] in self?.layoutTextFields() }
    for field in textFields { root.addSubview(field) }
    setView(root)
  }

  /// The focused text field gets the keys first; the alert gets what it leaves.
  open override var focusedResponder: Responder? { focusedTextField }

  /// The alert keeps its own focus, across fields and buttons: a focused button is not a
  /// control the window could see.
  open override var focusesFirstControl: Bool { false }

  /// Tab / Shift-Tab, Esc, clicks on buttons, and the keys of the focused button or field
  /// (see ``AlertController`` for which).
  open override func handle(_ event: InputEvent) -> Bool { handleAlertEvent(event) }

  /// Tab order as an owner outside the alert drives it (a bridge): the alert's own order,
  /// around and around, since focus does not leave a modal; reported as the user's move.
  open override func moveFocus(forward: Bool) -> Bool {
    moveFocusInOrder(by: forward ? 1 : -1)
    return !actions.isEmpty || !textFields.isEmpty
  }

  /// Focus arriving from outside lands on the first field or button (the last, backward).
  open override func focusDidEnter(forward: Bool) {
    let order = focusOrder
    guard let focus = forward ? order.first : order.last else { return }
    userMoveFocus(to: focus)
  }

  /// What the keys do where the focus is.
  open override var keyHints: String? { focusKeyHints }

  /// Activates the action at `index` as the user would: its handler runs first, while the
  /// state that presented the alert is still there to read (a Rename that reads its route),
  /// then the alert goes as the user's dismissal, unless the handler's change already
  /// dismissed it.
  open func activate(_ index: Int) {
    guard actions.indices.contains(index) else { return }
    actions[index].handler?()
    if presentingViewController != nil { dismissByUser() }
  }
}
