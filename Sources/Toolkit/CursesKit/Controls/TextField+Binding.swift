import TextEditing

extension TextField {
  /// A field bound to a text and its cursor in a model: it shows the model's, and each edit
  /// (typing, a paste, a cursor move) is applied to the model's value, which the field then
  /// shows again. The model is the one owner of both.
  ///
  /// ```swift
  /// let draft = TextField(text: $model.draft, placeholder: "What needs doing?")
  /// ```
  public convenience init(text: Binding<EditableText>, placeholder: String = "") {
    self.init(placeholder: placeholder)
    editableText = text.wrappedValue
    editHandler = { edit in
      var value = text.wrappedValue
      value.apply(edit)
      // An edit that changes nothing (← at the start) writes nothing to the model.
      if value != text.wrappedValue { text.wrappedValue = value }
    }
    observe { [weak self] in self?.editableText = text.wrappedValue }
  }

  /// A field bound to a string in a model: edits write the text to the model; the cursor is
  /// the field's own, kept where it still fits when the model's text changes.
  ///
  /// ```swift
  /// let name = TextField(text: $item.name, placeholder: "Name")
  /// ```
  public convenience init(
    text: Binding<String>, placeholder: String = "", maximumLength: Int? = nil
  ) {
    self.init(text: text.wrappedValue, placeholder: placeholder, maximumLength: maximumLength)
    editingChanged = { field in text.wrappedValue = field.text }
    observe { [weak self] in
      let modelText = text.wrappedValue
      if self?.text != modelText { self?.text = modelText }
    }
  }
}
