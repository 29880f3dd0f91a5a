import TerminalCore

/// Text fields in an alert, as UIKit's `addTextField(configurationHandler:)`, and the focus
/// that moves between them and the buttons.
///
/// The focus is a value an owner can keep in a model: read ``AlertController/alertFocus``,
/// hear the user move it in ``AlertController/onAlertFocusChange``, and set it back from
/// the model. Setting it never calls the callbacks, so a model observation that writes it
/// cannot loop. The same goes for a field's text: each field reports its edits through its
/// own callbacks (``TextField/editingChanged`` and ``TextField/selectionChanged``, or
/// ``TextField/editHandler`` for a controlled field), and setting its
/// ``TextField/editableText`` reports nothing.
///
/// ```swift
/// alert.addTextField { field in
///   field.placeholder = "Name"
///   field.editHandler = { edit in model.name.apply(edit) }
/// }
/// alert.onAlertFocusChange = { model.alertFocus = $0 }
/// observe { [weak alert] in
///   alert?.textFields[0].editableText = model.name
///   alert?.alertFocus = model.alertFocus
/// }
/// ```
extension AlertController {
  /// What has keyboard focus in an alert: a text field or a button, by index.
  ///
  /// ```swift
  /// alert.alertFocus = .textField(0)
  /// if case .action(let index) = alert.alertFocus { print(alert.actions[index].title) }
  /// ```
  public enum Focus: Hashable, Sendable {
    /// The text field at this index of ``AlertController/textFields``.
    case textField(Int)
    /// The button at this index of ``AlertController/actions``.
    case action(Int)
  }

  /// The least width a field asks of the alert, brackets included, so a short message does not
  /// leave a field too narrow to type a name in.
  static let minimumFieldWidth = 40

  /// Adds a one-line text field under the message, configured by `configure` (placeholder,
  /// text, callbacks). The first field has the focus until something else is focused. The
  /// alert owns the field's focus and sets its ``Control/onRequestFocus``, after `configure`.
  ///
  /// ```swift
  /// alert.addTextField { $0.placeholder = "Name" }
  /// let name = alert.textFields[0].text
  /// ```
  public func addTextField(_ configure: (TextField) -> Void = { _ in }) {
    let field = TextField()
    configure(field)
    let index = textFields.count
    // A click focuses the field before the field handles it, as the user moving the focus.
    field.onRequestFocus = { [weak self] in self?.userMoveFocus(to: .textField(index)) }
    textFields.append(field)
    if isViewLoaded {
      view.addSubview(field)
      view.setNeedsLayout()
    }
    applyFocus()
  }

  /// What has keyboard focus: the first text field by default, the first button when there is
  /// none. Setting it (from a model, say) moves the focus without calling
  /// ``onAlertFocusChange`` or ``onFocusChange``; a focus naming a field or button that is
  /// not there reads as the default until it is. (Not ``ViewController/focusedControl``,
  /// the generic traversal's control: a button is no ``Control``, and a model keeps a value.)
  ///
  /// ```swift
  /// alert.alertFocus = model.isEditingName ? .textField(0) : .action(1)
  /// ```
  public var alertFocus: Focus {
    get { resolvedFocus }
    set {
      let old = resolvedFocus
      requestedFocus = newValue
      if resolvedFocus != old { applyFocus() }
    }
  }

  /// The index of the focused button; setting it focuses that button (without calling
  /// ``onFocusChange``). While a text field has the focus it reads as the action Enter
  /// activates there (see ``preferredAction``), or 0.
  ///
  /// ```swift
  /// alert.focusedActionIndex = model.focusedButton == .cancel ? 0 : 1
  /// ```
  public var focusedActionIndex: Int {
    get {
      if case .action(let index) = alertFocus { return index }
      return defaultActionIndex ?? 0
    }
    set { alertFocus = .action(newValue) }
  }

  /// The action drawn as the default and activated by Enter in a text field: the preferred
  /// action, else (when there are fields) the first that does not cancel.
  var defaultActionIndex: Int? {
    if let index = preferredActionIndex, actions.indices.contains(index) { return index }
    guard !textFields.isEmpty else { return nil }
    return actions.firstIndex { $0.style != .cancel }
  }

  /// The focused field, if a field has the focus.
  var focusedTextField: TextField? {
    guard case .textField(let index) = alertFocus else { return nil }
    return textFields[index]
  }

  private var resolvedFocus: Focus {
    switch requestedFocus {
    case .textField(let index)? where textFields.indices.contains(index): .textField(index)
    case .action(let index)? where index >= 0 && (index < actions.count || textFields.isEmpty):
      // Without fields, any button index is kept as given, as `focusedActionIndex` always was.
      .action(index)
    default: textFields.isEmpty ? .action(0) : .textField(0)
    }
  }

  /// Moves the focus as the user did: sets it, then tells the owner.
  func userMoveFocus(to focus: Focus) {
    alertFocus = focus
    onAlertFocusChange?(focus)
    if case .action(let index) = focus { onFocusChange?(index) }
  }

  /// Shows the focus: on the focused field's cursor, or on the reversed button.
  func applyFocus() {
    let focus = resolvedFocus
    for (index, field) in textFields.enumerated() { field.isFocused = focus == .textField(index) }
    if isViewLoaded { view.setNeedsDisplay() }
  }

  /// The widest a field asks the alert to be: its placeholder and the cursor cell after it,
  /// inside the brackets; not its text, so the alert does not grow while the user types.
  var fieldsWidth: Int {
    guard !textFields.isEmpty else { return 0 }
    let placeholders = textFields.map { TextWidth.of($0.placeholder) + 3 }.max() ?? 0
    return max(Self.minimumFieldWidth, placeholders)
  }

  /// The rows the fields add: one each, and a blank row between them and the buttons.
  var fieldRowsHeight: Int { textFields.isEmpty ? 0 : textFields.count + 1 }

  /// The first row under the title and message, in `inner` (the box less its padding): the
  /// fields' first row, or the buttons' row when there are no fields.
  func contentTop(in inner: Rect) -> Int {
    message == nil ? inner.minY + 2 : inner.minY + 3 + messageLines(width: inner.width).count
  }

  /// Places the fields one per row, inset like the message, as wide as the box allows.
  func layoutTextFields() {
    let inner = contentRect(in: view.bounds)
    let top = contentTop(in: inner)
    for (index, field) in textFields.enumerated() {
      let frame = Rect(x: inner.minX, y: top + index, width: max(inner.width, 0), height: 1)
      if field.frame != frame { field.frame = frame }
    }
  }
}
