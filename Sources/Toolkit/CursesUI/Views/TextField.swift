import TerminalCore
import TextEditing

/// A focusable one-line text editor.
///
/// Its state is an `EditableText`, the one text-editing type: the cursor counts characters
/// (grapheme clusters), a mark typed after a letter joins it, control characters are never
/// typed. Bind it to an `EditableText` so the model owns the text *and* the cursor, or to a
/// plain string, whose cursor the field's node keeps. Typing inserts at the cursor,
/// Backspace/Delete delete, ← → Home End (Ctrl-A, Ctrl-E) move, Ctrl-U deletes to the start.
/// While focused, the terminal's own cursor sits at the insertion point. The text is drawn
/// plain and the rest of the field underlined, to show how far it reaches; an empty field
/// shows its placeholder dimmed.
///
/// ```swift
/// TextField("Name", text: $model.name)        // model.name: EditableText
/// TextField("Search", text: $model.query)     // model.query: String
/// ```
public struct TextField: View {
  let placeholder: String
  let source: Source

  enum Source {
    case editable(Binding<EditableText>)
    case plain(Binding<String>, maximumLength: Int?)
  }

  /// Creates a field editing `text`, cursor included.
  public init(_ placeholder: String, text: Binding<EditableText>) {
    self.placeholder = placeholder
    source = .editable(text)
  }

  /// Creates a field editing a string; its cursor is kept by the field's node (lost when it
  /// leaves the tree). Typing stops at `maximumLength` characters when one is given.
  public init(_ placeholder: String, text: Binding<String>, maximumLength: Int? = nil) {
    self.placeholder = placeholder
    source = .plain(text, maximumLength: maximumLength)
  }

  /// Primitive.
  public var body: Never { fatalError("primitive") }
}

extension TextField: PrimitiveView {
  func makeElement() -> Element { TextFieldElement() }
}

final class TextFieldElement: TypedElement<TextField> {
  override var isFocusable: Bool { true }

  /// The text and cursor of a field bound to a plain string.
  private var own: EditableText?

  private var editable: EditableText {
    get {
      switch view.source {
      case .editable(let binding): return binding.wrappedValue
      case .plain(let binding, let maximumLength):
        let text = binding.wrappedValue
        var value = own ?? EditableText(text, maximumLength: maximumLength)
        value.replaceAll(with: text)
        return value
      }
    }
    set {
      switch view.source {
      case .editable(let binding): binding.wrappedValue = newValue
      case .plain(let binding, _):
        own = newValue
        if binding.wrappedValue != newValue.text { binding.wrappedValue = newValue.text }
      }
    }
  }

  /// As wide as offered; its ideal width is the text's (or the placeholder's), read under the
  /// node's measure tracking, so the size is kept until the text changes.
  override func sizeThatFits(_ proposal: ProposedSize, node: Node) -> Size {
    if let width = proposal.width { return Size(width: width, height: 1) }
    let text = node.trackingMeasureReads { editable.text }
    let ideal = max(TextWidth.of(text), TextWidth.of(view.placeholder)) + 1
    return Size(width: ideal, height: 1)
  }

  override func draw(node: Node, into canvas: inout Canvas, style: Style) {
    // The free part of the field is underlined, to show how far it reaches; the text is not,
    // so a character typed at the end takes the terminal one byte, not three attribute
    // changes around it.
    var fieldStyle = style
    fieldStyle.underline = true
    canvas.drawEditableText(
      editable, in: node.frame, style: fieldStyle, textStyle: style,
      showsCursor: node.host?.isFocused(node) ?? false, placeholder: view.placeholder)
  }

  override func handle(_ event: InputEvent, node: Node) -> Bool {
    guard let edit = EditableText.Edit(event) else { return false }
    var value = editable
    value.apply(edit)
    if value != editable {
      editable = value
      // The ideal width is the bound text's, a tracked read: an observable binding measures
      // again by itself, one over plain storage does so here.
      node.invalidateLayout()
    }
    return true
  }

  /// A click focuses the field (the host focuses every clicked control) and goes no further.
  override func handleMouse(_ event: MouseEvent, node: Node) -> Bool {
    event.kind == .click
  }
}
