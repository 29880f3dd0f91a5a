import TerminalCore

/// A view whose focus is bound to a value: it has focus while `binding` equals `value`, and
/// taking focus (Tab, a click) writes `value`. The model owns focus.
public struct FocusedView<Content: View, Value: Hashable>: View {
  let content: Content
  let binding: Binding<Value>
  let value: Value

  /// Primitive.
  public var body: Never { fatalError("primitive") }
}

extension FocusedView: ModifierView {
  func makeElement() -> Element { BoundFocusElement<Content, Value>() }
}

/// Focus state for the controls inside.
class FocusedElement: Element {
  var isFocused: Bool { false }
  func focus() {}
}

final class BoundFocusElement<Content: View, Value: Hashable>: FocusedElement {
  private var view: FocusedView<Content, Value>!

  override func update(from view: any View) { self.view = (view as! FocusedView<Content, Value>) }
  // Sized as its content: focus changes how a control draws, never its size.
  override var updateMayResize: Bool { false }
  override var isFocused: Bool { view.binding.wrappedValue == view.value }
  override func focus() { view.binding.wrappedValue = view.value }

  override func sizeThatFits(_ proposal: ProposedSize, node: Node) -> Size {
    node.children.first?.sizeThatFits(proposal) ?? .zero
  }

  override func place(in rect: Rect, node: Node) { node.children.first?.place(in: rect) }
}

extension View {
  /// Binds this control's focus to a model property.
  ///
  /// ```swift
  /// TextField("Name", text: $model.name).focused($model.focusedField, equals: .name)
  /// ```
  public func focused<Value: Hashable>(_ binding: Binding<Value>, equals value: Value)
    -> FocusedView<Self, Value>
  {
    FocusedView(content: self, binding: binding, value: value)
  }
}
