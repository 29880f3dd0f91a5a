import TerminalCore
import TextEditing

/// A focusable multi-line text editor, on the one text-editing type (`EditableText`, made
/// multi-line): text wraps at spaces to the editor's width, every character kept, and the
/// view scrolls to keep the cursor in sight, with the terminal's own cursor at the insertion
/// point.
///
/// Typing inserts; Enter breaks the line; ↑ ↓ move a row, PgUp PgDn a page (↑ on the first
/// row and ↓ on the last go on to the controls around it); ← → move a character; Home End
/// (Ctrl-A, Ctrl-E) go to the row's start and end; Backspace, Delete and Ctrl-U (to the line's
/// start) delete; a paste keeps its line breaks (tabs become four spaces); a click puts the
/// cursor where it lands. Tab is left to focus, as in every form.
///
/// ```swift
/// TextEditor(text: $model.notes)         // model.notes: EditableText(isMultiline: true)
/// TextEditor(text: $model.description)   // a String; the editor's node keeps the cursor
///   .frame(height: 6)
/// ```
public struct TextEditor: View {
  let source: Source

  enum Source {
    case editable(Binding<EditableText>)
    case plain(Binding<String>)
  }

  /// An editor of `text`, cursor included. Text that is not multi-line is edited as if it
  /// were (its cursor and length limit kept), so line breaks can be typed.
  public init(text: Binding<EditableText>) {
    source = .editable(text)
  }

  /// An editor of a string; its cursor is kept by the editor's node (lost when it leaves the
  /// tree, found again at the end).
  public init(text: Binding<String>) {
    source = .plain(text)
  }

  /// Primitive.
  public var body: Never { fatalError("primitive") }
}

extension TextEditor: PrimitiveView {
  func makeElement() -> Element { TextEditorElement() }
}
