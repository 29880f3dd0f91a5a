import TerminalCore

/// The segmented ``Picker``: ` All │ Open │ Done `, each option's text a segment, the chosen
/// one marked, as CursesKit's `SegmentedControl` draws it.
struct SegmentedPicker<Value: Hashable>: View {
  let selection: Binding<Value>
  let options: [PickerOption<Value>]

  var body: Never { fatalError("primitive") }

  /// Each option's title: its text, or its tag described when its label is not a text.
  var titles: [String] {
    options.map { option in
      (option.label as? Text)?.runs.map(\.string).joined() ?? "\(option.tag)"
    }
  }

  /// The position of the selected option, if it is one of them.
  var selectedIndex: Int? { options.firstIndex { $0.tag == selection.wrappedValue } }

  /// Chooses option `index`, clamped into the options.
  @MainActor
  func select(_ index: Int) {
    guard !options.isEmpty else { return }
    let index = min(max(index, 0), options.count - 1)
    if options[index].tag != selection.wrappedValue { selection.wrappedValue = options[index].tag }
  }
}

extension SegmentedPicker: PrimitiveView {
  func makeElement() -> Element { SegmentedPickerElement<Value>() }
}

final class SegmentedPickerElement<Value: Hashable>: TypedElement<SegmentedPicker<Value>> {
  override var isFocusable: Bool { true }

  override func sizeThatFits(_ proposal: ProposedSize, node: Node) -> Size {
    let width = SegmentLook.width(of: view.titles)
    return Size(width: min(width, proposal.width ?? width), height: 1)
  }

  override func place(in rect: Rect, node: Node) {}

  override func draw(node: Node, into canvas: inout Canvas, style: Style) {
    canvas.drawSegments(
      view.titles, selected: view.selectedIndex, in: node.frame, style: style,
      isFocused: node.host?.isFocused(node) ?? false)
  }

  override func handle(_ event: InputEvent, node: Node) -> Bool {
    switch event {
    case .key(.left), .character("-"): view.select((view.selectedIndex ?? 0) - 1)
    case .key(.right), .character("+"): view.select((view.selectedIndex ?? -1) + 1)
    default: return false
    }
    return true
  }

  override func handleMouse(_ event: MouseEvent, node: Node) -> Bool {
    guard event.kind == .click else { return false }
    let column = event.position.x - node.frame.minX
    if let segment = SegmentLook.segment(atColumn: column, of: view.titles) { view.select(segment) }
    return true
  }
}
