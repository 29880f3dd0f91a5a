import TerminalCore

/// A focusable control drawn as `[Label]` (`»Label«` reversed while focused) that runs its
/// action on Enter, Space or a mouse click.
///
/// ```swift
/// Button("Add") { model.addButtonTapped() }
/// Button("Delete", role: .destructive) { model.delete() }
/// ```
public struct Button<Label: View>: View {
  let role: ButtonRole?
  let action: @MainActor () -> Void
  let label: Label

  /// Creates a button with a custom label.
  public init(
    role: ButtonRole? = nil, action: @escaping @MainActor () -> Void,
    @ViewBuilder label: () -> Label
  ) {
    self.role = role
    self.action = action
    self.label = label()
  }

  /// Primitive.
  public var body: Never { fatalError("primitive") }
}

extension Button where Label == Text {
  /// Creates a button with a text label.
  public init(
    _ title: String, role: ButtonRole? = nil, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { Text(title) }
  }
}

extension Button: PrimitiveView {
  func makeElement() -> Element { ButtonElement<Label>() }
  func children() -> [ChildView] { [ChildView(position: 0, view: label)] }
}

final class ButtonElement<Label: View>: TypedElement<Button<Label>> {
  private var isEnabled = true

  override var isFocusable: Bool { isEnabled }

  // Its label and the two brackets: the label's node tells its own changes.
  override func resizes(from old: Button<Label>, to new: Button<Label>) -> Bool { false }

  override func sizeThatFits(_ proposal: ProposedSize, node: Node) -> Size {
    let inner = ProposedSize(width: proposal.width.map { max($0 - 2, 0) }, height: 1)
    let size = node.children.first?.sizeThatFits(inner) ?? .zero
    return Size(width: size.width + 2, height: 1)
  }

  override func place(in rect: Rect, node: Node) {
    isEnabled = node.environment.isEnabled
    node.children.first?.place(in: rect.inset(left: 1, right: 1))
  }

  override func draw(node: Node, into canvas: inout Canvas, style: Style) {
    let rect = node.frame
    guard rect.width >= 2, rect.height >= 1 else { return }
    let isFocused = isEnabled && (node.host?.isFocused(node) ?? false)
    var style = style
    if view.role == .destructive { style.foreground = node.environment.theme.destructive }
    if !isEnabled { style.dim = true }
    if isFocused { style.reverse = true }
    canvas.fill(rect, style: style)
    canvas.draw(isFocused ? "»" : "[", at: rect.origin, style: style)
    canvas.draw(isFocused ? "«" : "]", at: Point(x: rect.maxX - 1, y: rect.minY), style: style)
    for child in node.children { child.draw(into: &canvas, style: style) }
  }

  override func handle(_ event: InputEvent, node: Node) -> Bool {
    guard isEnabled, event == .key(.enter) || event == .character(" ") else { return false }
    view.action()
    return true
  }

  override func handleMouse(_ event: MouseEvent, node: Node) -> Bool {
    guard event.kind == .click else { return false }
    guard isEnabled else { return true }
    view.action()
    return true
  }
}
