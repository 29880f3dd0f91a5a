import TerminalCore

/// Tabs bound to a selection: a tab bar on the first line (the selected tab reversed and in
/// brackets, clickable) and the selected tab's content below. Only the selected tab is built.
///
/// ```swift
/// TabView(selection: $model.tab) {
///   OneView().tabItem("One").tag(Tab.one)
///   TwoView().tabItem("Two").tag(Tab.two)
/// }
/// ```
public struct TabView<Selection: Hashable, Content: View>: View {
  let selection: Binding<Selection>
  let content: Content

  /// Creates a tab view.
  public init(selection: Binding<Selection>, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }

  /// Primitive.
  public var body: Never { fatalError("primitive") }

  /// The tabs (title, tag, view) found in the content.
  var tabs: [(title: String, tag: AnyHashable, view: any View)] {
    var result: [(title: String, tag: AnyHashable, view: any View)] = []
    func collect(_ view: any View) {
      if let tab = view as? any TabDescribing, let tag = tab.tabTag {
        // Not `??`: its autoclosure would capture the tag across isolation.
        let title: String
        if let given = tab.tabTitle { title = given } else { title = tag.description }
        result.append((title, tag, view))
      } else if let primitive = view as? any PrimitiveView {
        for child in primitive.children() { collect(child.view) }
      }
    }
    collect(content)
    return result
  }
}

extension TabView: PrimitiveView {
  func makeElement() -> Element { TabViewElement<Selection, Content>() }

  func children() -> [ChildView] {
    let selected = AnyHashable(selection.wrappedValue)
    guard let tab = tabs.first(where: { $0.tag == selected }) else { return [] }
    return [ChildView(key: tab.tag, view: tab.view)]
  }
}

final class TabViewElement<Selection: Hashable, Content: View>:
  TypedElement<TabView<Selection, Content>>
{
  private var labels: [(range: Range<Int>, tag: AnyHashable)] = []
  private var tabs: [(title: String, tag: AnyHashable)] = []

  override func update(from view: any View) {
    super.update(from: view)
    tabs = self.view.tabs.map { ($0.title, $0.tag) }
  }

  override func sizeThatFits(_ proposal: ProposedSize, node: Node) -> Size {
    let inner = ProposedSize(width: proposal.width, height: proposal.height.map { max($0 - 1, 0) })
    let size = node.children.first?.sizeThatFits(inner) ?? .zero
    return Size(
      width: proposal.width ?? size.width, height: proposal.height ?? (size.height + 1))
  }

  override func place(in rect: Rect, node: Node) {
    node.children.first?.place(in: rect.inset(top: 1))
  }

  override func draw(node: Node, into canvas: inout Canvas, style: Style) {
    let rect = node.frame
    guard !rect.isEmpty else { return }
    let selected = AnyHashable(view.selection.wrappedValue)
    labels = []
    var x = rect.minX
    for tab in tabs {
      let isSelected = tab.tag == selected
      let label = isSelected ? "[\(tab.title)]" : " \(tab.title) "
      let tabStyle = isSelected ? style.reversed().bolded() : style
      let end = canvas.draw(
        label, at: Point(x: x, y: rect.minY), style: tabStyle,
        clip: Rect(x: rect.minX, y: rect.minY, width: rect.width, height: 1))
      labels.append((x..<end, tab.tag))
      x = end + 1
    }
    for child in node.children { child.draw(into: &canvas, style: style) }
  }

  override func handleMouse(_ event: MouseEvent, node: Node) -> Bool {
    guard event.kind == .click, event.position.y == node.frame.minY else { return false }
    guard let label = labels.first(where: { $0.range.contains(event.position.x) }),
      let selection = label.tag.base as? Selection
    else { return true }
    view.selection.wrappedValue = selection
    return true
  }
}
