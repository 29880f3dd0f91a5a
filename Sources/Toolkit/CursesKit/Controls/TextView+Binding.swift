import TextEditing

extension TextView {
  /// A text view bound to a text and its cursor in a model, the value CursesUI's
  /// `TextEditor(text:)` edits: it shows the model's, and each edit (typing, a paste, a
  /// cursor move) is applied to the model's value, which the view then shows again. A swap
  /// between the frameworks keeps both.
  ///
  /// ```swift
  /// let body = TextView(text: $model.body)   // model.body: EditableText(isMultiline: true)
  /// ```
  public convenience init(text: Binding<EditableText>) {
    self.init()
    editableText = text.wrappedValue
    editHandler = { edit in
      var value = text.wrappedValue
      if !value.isMultiline { value = TextView.multiline(value) }
      value.apply(edit)
      // An edit that changes nothing (← at the start) writes nothing to the model.
      if value != text.wrappedValue { text.wrappedValue = value }
    }
    observe { [weak self] in self?.editableText = text.wrappedValue }
  }

  /// A text view bound to a string in a model: edits write the text to the model; the
  /// cursor is the view's own, kept where it still fits when the model's text changes.
  ///
  /// ```swift
  /// let notes = TextView(text: $item.notes)
  /// ```
  public convenience init(text: Binding<String>) {
    self.init(text: text.wrappedValue)
    editingChanged = { view in text.wrappedValue = view.text }
    observe { [weak self] in
      let modelText = text.wrappedValue
      if self?.text != modelText { self?.text = modelText }
    }
  }
}
