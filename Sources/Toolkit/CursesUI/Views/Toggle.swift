import TerminalCore

/// A focusable check box `[x] Label` bound to a `Bool`; Enter, Space or a click flips it.
///
/// ```swift
/// Toggle("Is on back order?", isOn: $isOnBackOrder)
/// ```
public struct Toggle: View {
  let title: String
  let isOn: Binding<Bool>

  /// Creates a toggle.
  public init(_ title: String, isOn: Binding<Bool>) {
    self.title = title
    self.isOn = isOn
  }

  /// Primitive.
  public var body: Never { fatalError("primitive") }
}

extension Toggle: PrimitiveView {
  func makeElement() -> Element { ToggleElement() }
}

final class ToggleElement: TypedElement<Toggle> {
  override var isFocusable: Bool { true }

  override func sizeThatFits(_ proposal: ProposedSize, node: Node) -> Size {
    let width = 4 + TextWidth.of(view.title)
    return Size(width: min(width, proposal.width ?? width), height: 1)
  }

  override func draw(node: Node, into canvas: inout Canvas, style: Style) {
    let rect = node.frame
    guard !rect.isEmpty else { return }
    var style = style
    if node.host?.isFocused(node) ?? false { style.reverse = true }
    let mark = view.isOn.wrappedValue ? node.environment.theme.tinted(style) : style
    let end = canvas.draw(
      view.isOn.wrappedValue ? "[x]" : "[ ]", at: rect.origin, style: mark, clip: rect)
    canvas.draw(
      TextWidth.truncated(" " + view.title, toWidth: max(rect.width - 3, 0)),
      at: Point(x: end, y: rect.minY), style: style, clip: rect)
  }

  override func handle(_ event: InputEvent, node: Node) -> Bool {
    guard event == .key(.enter) || event == .character(" ") else { return false }
    view.isOn.wrappedValue.toggle()
    return true
  }

  override func handleMouse(_ event: MouseEvent, node: Node) -> Bool {
    guard event.kind == .click else { return false }
    view.isOn.wrappedValue.toggle()
    return true
  }
}
