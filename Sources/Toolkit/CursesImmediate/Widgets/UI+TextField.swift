import TerminalCore
import TextEditing

extension UI {
  /// What a text field reports: whether typing changed its text, and whether Enter was
  /// pressed in it.
  public struct TextFieldResponse: Sendable {
    /// The text changed this time.
    public var changed = false
    /// Enter was pressed while it had focus.
    public var submitted = false
    /// It was clicked: a screen gives it focus then.
    public var clicked = false
  }

  /// A one-line text field on the next row, after `label` when there is one: while focused it
  /// takes typing, paste and the editing keys (← → Home End, Backspace, Delete, Ctrl-A, Ctrl-E,
  /// Ctrl-U) into `text`, and shows the terminal's cursor; an empty text shows `placeholder`
  /// dimmed. A click on it is reported (``TextFieldResponse/clicked``): focus is the model's
  /// to move.
  ///
  /// ```swift
  /// let field = ui.textField(&model.draft, label: "New to-do: ", isFocused: model.focus == .field)
  /// if field.submitted { model.addDraft() }
  /// ```
  @discardableResult
  public mutating func textField(
    _ text: inout EditableText, label: String = "", placeholder: String = "",
    isFocused: Bool = false
  ) -> TextFieldResponse {
    var response = TextFieldResponse()
    // The keys first, so the field draws the text they made.
    if !area.isEmpty, let event = keyForFocused(isFocused: isFocused) {
      if event == .key(.enter) {
        pass.useEvent()
        response.submitted = true
      } else if let edit = EditableText.Edit(event) {
        pass.useEvent()
        let before = text
        text.apply(edit)
        response.changed = text != before
      }
    }
    response.clicked = textField(
      showing: text, label: label, placeholder: placeholder, isFocused: isFocused)
    return response
  }
}

extension UI {
  /// A text field the model types into itself (as the inventory's filter), on the next row
  /// after `label`, at most `width` columns when given: drawn as ``textField(_:label:placeholder:isFocused:)``
  /// draws one, the cursor shown while focused, but taking no keys. Returns whether it was
  /// clicked.
  ///
  /// ```swift
  /// if ui.textField(showing: model.filter, label: "  Filter ", placeholder: "/ to filter",
  ///                 width: 30, isFocused: model.focus == .filter) { model.focusFilter() }
  /// ```
  @discardableResult
  public mutating func textField(
    showing text: EditableText, label: String = "", placeholder: String = "", width: Int? = nil,
    isFocused: Bool = false
  ) -> Bool {
    let row = takeRows(1)
    guard !row.isEmpty else { return false }
    let x = pass.canvas.draw(label, at: row.origin, clip: row)
    let fieldWidth = min(max(row.maxX - x, 0), width ?? Int.max)
    let field = Rect(x: x, y: row.minY, width: fieldWidth, height: 1)
    let clicked = tookClick(
      in: Rect(x: row.minX, y: row.minY, width: x - row.minX + fieldWidth, height: 1))
    guard !field.isEmpty else { return clicked }
    // Underlined to its end, its text plain, as the other frameworks' fields.
    pass.canvas.drawEditableText(
      text, in: field, style: Style(underline: true), textStyle: .plain, showsCursor: isFocused,
      placeholder: placeholder)
    return clicked
  }
}
