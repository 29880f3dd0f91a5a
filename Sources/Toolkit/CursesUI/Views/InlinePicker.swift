import TerminalCore

/// The inline ``Picker``: `Title  ‹ Option ›`, the option drawn by its own view.
struct InlinePicker<Value: Hashable>: View {
  let title: String
  let selection: Binding<Value>
  let options: [PickerOption<Value>]

  var body: Never { fatalError("primitive") }

  /// The position of the selected option, if it is one of them.
  var selectedIndex: Int? { options.firstIndex { $0.tag == selection.wrappedValue } }

  /// Chooses the option `step` places from the selected one, staying within the options.
  @MainActor
  func step(by step: Int) {
    guard !options.isEmpty else { return }
    let index = min(max((selectedIndex ?? 0) + step, 0), options.count - 1)
    if options[index].tag != selection.wrappedValue { selection.wrappedValue = options[index].tag }
  }
}

extension InlinePicker: PrimitiveView {
  func makeElement() -> Element { InlinePickerElement<Value>() }

  func children() -> [ChildView] {
    guard let index = selectedIndex else { return [] }
    return [ChildView(key: index, view: AnyView(erasing: options[index].label))]
  }
}

final class InlinePickerElement<Value: Hashable>: TypedElement<InlinePicker<Value>> {
  override var isFocusable: Bool { true }

  /// Columns before the option: the title, two spaces, "‹ ".
  private var optionStart: Int { TextWidth.of(view.title) + 4 }

  override func sizeThatFits(_ proposal: ProposedSize, node: Node) -> Size {
    let option = node.children.first?.sizeThatFits(ProposedSize(width: nil, height: 1)).width ?? 0
    let width = optionStart + option + 2
    return Size(width: min(width, proposal.width ?? width), height: 1)
  }

  override func place(in rect: Rect, node: Node) {
    let width = max(rect.width - optionStart - 2, 0)
    node.children.first?.place(
      in: Rect(x: rect.minX + optionStart, y: rect.minY, width: width, height: 1))
  }

  override func draw(node: Node, into canvas: inout Canvas, style: Style) {
    let rect = node.frame
    guard !rect.isEmpty else { return }
    var titleStyle = style
    if node.host?.isFocused(node) ?? false { titleStyle.reverse = true }
    canvas.draw(view.title, at: rect.origin, style: titleStyle, clip: rect)
    let arrows = node.environment.theme.tinted(style)
    let index = view.selectedIndex
    let atStart = index == nil || index == 0
    let atEnd = index == nil || index == view.options.count - 1
    canvas.draw(
      "‹", at: Point(x: rect.minX + optionStart - 2, y: rect.minY),
      style: atStart ? style.dimmed() : arrows, clip: rect)
    let optionEnd = node.children.first?.frame.maxX ?? rect.minX + optionStart
    canvas.draw(
      "›", at: Point(x: optionEnd + 1, y: rect.minY), style: atEnd ? style.dimmed() : arrows,
      clip: rect)
    super.draw(node: node, into: &canvas, style: style)
  }

  override func handle(_ event: InputEvent, node: Node) -> Bool {
    switch event {
    case .key(.left), .character("-"): view.step(by: -1)
    case .key(.right), .character("+"), .character(" "): view.step(by: 1)
    default: return false
    }
    return true
  }

  override func handleMouse(_ event: MouseEvent, node: Node) -> Bool {
    guard event.kind == .click else { return false }
    let column = event.position.x - node.frame.minX
    if column == optionStart - 2 { view.step(by: -1) }
    if let option = node.children.first, event.position.x == option.frame.maxX + 1 {
      view.step(by: 1)
    }
    return true
  }
}
