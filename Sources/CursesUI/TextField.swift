import TerminalCore

/// A focusable one-line text editor bound to a string and a cursor position (in characters),
/// so the model can own both. Typing inserts at the cursor (control characters are dropped),
/// Backspace/Delete delete, Left/Right/Home/End move. The character under the cursor is drawn
/// reversed while focused; an empty field shows its placeholder dimmed.
///
/// ```swift
/// TextField("Name", text: $model.name, cursor: $model.cursor)
/// ```
public struct TextField: View {
  let placeholder: String
  let text: Binding<String>
  let cursor: Binding<Int>?

  /// Creates a field whose cursor lives in `cursor`.
  public init(_ placeholder: String, text: Binding<String>, cursor: Binding<Int>) {
    self.placeholder = placeholder
    self.text = text
    self.cursor = cursor
  }

  /// Creates a field whose cursor is kept by the field's node (lost when it leaves the tree).
  public init(_ placeholder: String, text: Binding<String>) {
    self.placeholder = placeholder
    self.text = text
    self.cursor = nil
  }

  /// Primitive.
  public var body: Never { fatalError("primitive") }
}

extension TextField: PrimitiveView {
  func makeElement() -> Element { TextFieldElement() }
}

final class TextFieldElement: TypedElement<TextField> {
  override var isFocusable: Bool { true }

  override func sizeThatFits(_ proposal: ProposedSize, node: Node) -> Size {
    let ideal = max(TextWidth.of(view.text.wrappedValue), TextWidth.of(view.placeholder)) + 1
    return Size(width: proposal.width ?? ideal, height: 1)
  }

  /// The cursor when the field has no cursor binding.
  private var ownCursor = Int.max

  private var cursor: Int {
    get { min(max(view.cursor?.wrappedValue ?? ownCursor, 0), view.text.wrappedValue.count) }
    set {
      if let binding = view.cursor {
        binding.wrappedValue = newValue
      } else {
        ownCursor = newValue
      }
    }
  }

  override func draw(node: Node, into canvas: inout Canvas, style: Style) {
    let rect = node.frame
    guard !rect.isEmpty else { return }
    let isFocused = node.host?.isFocused(node) ?? false
    var fieldStyle = style
    fieldStyle.underline = true
    canvas.fill(rect, style: fieldStyle)
    let text = view.text.wrappedValue
    if text.isEmpty {
      let placeholder = TextWidth.truncated(view.placeholder, toWidth: rect.width)
      canvas.draw(placeholder, at: rect.origin, style: fieldStyle.dimmed(), clip: rect)
      if isFocused {
        canvas.restyle(Rect(origin: rect.origin, size: Size(width: 1, height: 1))) {
          $0.reverse = true
        }
      }
      return
    }
    let characters = Array(text)
    let cursor = cursor
    // Scroll so the cursor cell is visible: start at the first character that keeps it in.
    var start = 0
    var widthToCursor = characters[..<cursor].reduce(0) { $0 + TextWidth.of($1) } + 1
    while widthToCursor > rect.width, start < cursor {
      widthToCursor -= TextWidth.of(characters[start])
      start += 1
    }
    var x = rect.minX
    for index in start..<characters.count {
      let character = characters[index]
      let width = TextWidth.of(character)
      guard x + width <= rect.maxX else { break }
      let cellStyle = isFocused && index == cursor ? fieldStyle.reversed() : fieldStyle
      canvas.draw(String(character), at: Point(x: x, y: rect.minY), style: cellStyle, clip: rect)
      x += width
    }
    if isFocused, cursor == characters.count, x < rect.maxX {
      canvas.draw(" ", at: Point(x: x, y: rect.minY), style: fieldStyle.reversed())
    }
  }

  override func handle(_ event: InputEvent, node: Node) -> Bool {
    let text = view.text.wrappedValue
    let cursor = cursor
    switch event {
    case .character(let character):
      insert(character, into: text, at: cursor)
    case .key(.backspace):
      guard cursor > 0 else { return true }
      var edited = text
      edited.remove(at: edited.index(edited.startIndex, offsetBy: cursor - 1))
      view.text.wrappedValue = edited
      self.cursor = cursor - 1
    case .key(.delete):
      guard cursor < text.count else { return true }
      var edited = text
      edited.remove(at: edited.index(edited.startIndex, offsetBy: cursor))
      view.text.wrappedValue = edited
    case .key(.left): self.cursor = max(cursor - 1, 0)
    case .key(.right): self.cursor = min(cursor + 1, text.count)
    case .key(.home): self.cursor = 0
    case .key(.end): self.cursor = text.count
    default: return false
    }
    return true
  }

  private func insert(_ character: Character, into text: String, at cursor: Int) {
    let clean = String(String.UnicodeScalarView(character.unicodeScalars.filter(isTypeable)))
    guard !clean.isEmpty else { return }
    let split = text.index(text.startIndex, offsetBy: cursor)
    let before = String(text[..<split]) + clean
    view.text.wrappedValue = before + text[split...]
    self.cursor = before.count
  }

  override func handleMouse(_ event: MouseEvent, node: Node) -> Bool {
    guard event.kind == .click else { return false }
    node.host?.focus(node)
    return true
  }
}

/// Control characters and bidirectional overrides are never typed into a field.
private func isTypeable(_ scalar: Unicode.Scalar) -> Bool {
  scalar.properties.generalCategory != .control && !(0x202A...0x202E).contains(scalar.value)
    && !(0x2066...0x2069).contains(scalar.value)
}
