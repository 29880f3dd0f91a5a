import TerminalCore

/// A titled part of a screen that folds away, as SwiftUI's `DisclosureGroup`: `▶ Title`
/// while folded, `▼ Title` and the content under it, indented, while unfolded. Whether it is
/// unfolded is a binding, so a model keeps it. Its title row takes the focus; Enter, Space,
/// → and ← (or a click) fold and unfold.
///
/// ```swift
/// DisclosureGroup("Details", isExpanded: $model.showsDetails) {
///   Text("Added \(item.added)")
///   Text("Colour \(item.colorName)")
/// }
/// ```
public struct DisclosureGroup<Content: View>: View {
  let title: String
  let isExpanded: Binding<Bool>
  let content: Content

  /// A group titled `title` showing `content` while `isExpanded` is true.
  public init(
    _ title: String, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content
  ) {
    self.title = title
    self.isExpanded = isExpanded
    self.content = content()
  }

  /// The title row, and under it, while unfolded, the content two columns in.
  public var body: some View {
    VStack(alignment: .leading) {
      DisclosureTitle(title: title, isExpanded: isExpanded)
      if isExpanded.wrappedValue {
        VStack(alignment: .leading) { content }.padding(EdgeInsets(leading: 2))
      }
    }
  }
}

/// A ``DisclosureGroup``'s title row: the mark and the title, reversed while focused.
struct DisclosureTitle: View {
  let title: String
  let isExpanded: Binding<Bool>

  var body: Never { fatalError("primitive") }
}

extension DisclosureTitle: PrimitiveView {
  func makeElement() -> Element { DisclosureTitleElement() }
}

final class DisclosureTitleElement: TypedElement<DisclosureTitle> {
  override var isFocusable: Bool { true }

  private var text: String { (view.isExpanded.wrappedValue ? "▼ " : "▶ ") + view.title }

  override func sizeThatFits(_ proposal: ProposedSize, node: Node) -> Size {
    let width = node.trackingMeasureReads { TextWidth.of(text) }
    return Size(width: min(width, proposal.width ?? width), height: 1)
  }

  override func place(in rect: Rect, node: Node) {}

  override func draw(node: Node, into canvas: inout Canvas, style: Style) {
    var style = style
    if node.host?.isFocused(node) ?? false { style.reverse = true }
    canvas.draw(
      TextWidth.truncated(text, toWidth: node.frame.width), at: node.frame.origin, style: style,
      clip: node.frame)
  }

  override func handle(_ event: InputEvent, node: Node) -> Bool {
    switch event {
    case .key(.enter), .character(" "): view.isExpanded.wrappedValue.toggle()
    case .key(.right) where !view.isExpanded.wrappedValue: view.isExpanded.wrappedValue = true
    case .key(.left) where view.isExpanded.wrappedValue: view.isExpanded.wrappedValue = false
    default: return false
    }
    return true
  }

  override func handleMouse(_ event: MouseEvent, node: Node) -> Bool {
    guard event.kind == .click else { return false }
    view.isExpanded.wrappedValue.toggle()
    return true
  }
}
