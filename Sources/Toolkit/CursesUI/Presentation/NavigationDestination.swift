import TerminalCore

/// A view that pushes a destination while `item` is non-`nil`.
public struct DestinationView<Content: View, Item: Identifiable, Destination: View>: View {
  let content: Content
  let item: Binding<Item?>
  let destination: @MainActor (Item) -> Destination

  /// Primitive.
  public var body: Never { fatalError("primitive") }
}

extension DestinationView: PrimitiveView {
  func makeElement() -> Element { DestinationElement() }

  func children() -> [ChildView] {
    item.children(content: content, showing: destination)
  }

  var dismiss: @MainActor () -> Void { item.settingNil() }

  var isShowing: Bool { item.wrappedValue != nil }
}

extension DestinationView: DismissProviding {}

/// Shows the pushed destination in place of the content (the content keeps its state).
final class DestinationElement: Element {
  private(set) var dismiss: (@MainActor () -> Void)?

  override func update(from view: any View) {
    dismiss = (view as? any DismissProviding)?.dismiss
  }

  // The covered screen disappears after the pushed one appeared (on the layout after its
  // mount) and appears before it disappears (before the pop unmounts it), in the order
  // a navigation controller runs `viewWillAppear` and `viewDidDisappear`.
  override func update(from view: any View, node: Node) {
    super.update(from: view, node: node)
    if (view as? any DismissProviding)?.isShowing == false, let content = node.children.first {
      node.host?.setCovered(content, false)
    }
  }

  /// Whether a destination is pushed.
  func isPushing(_ node: Node) -> Bool { node.children.count > 1 }

  private func shown(_ node: Node) -> Node? {
    node.children.count > 1 ? node.children[1] : node.children.first
  }

  override func visibleChildren(of node: Node) -> [Node] {
    shown(node).map { [$0] } ?? []
  }

  override func sizeThatFits(_ proposal: ProposedSize, node: Node) -> Size {
    shown(node)?.sizeThatFits(proposal) ?? .zero
  }

  override func place(in rect: Rect, node: Node) {
    if isPushing(node), let content = node.children.first {
      node.host?.setCovered(content, true)
    }
    if node.children.count > 1, let dismiss {
      node.host?.currentLayer?.dismissables.append(dismiss)
    }
    shown(node)?.place(in: rect)
  }
}

extension View {
  /// Pushes `destination` while `item` is non-`nil`; popping (Esc, `dismiss`) writes `nil`.
  ///
  /// ```swift
  /// list.navigationDestination(item: $model.route.case(Route.edit, Route.editForm)) { form in
  ///   ItemView(model: form)
  /// }
  /// ```
  public func navigationDestination<Item: Identifiable, Destination: View>(
    item: Binding<Item?>, @ViewBuilder destination: @escaping @MainActor (Item) -> Destination
  ) -> DestinationView<Self, Item, Destination> {
    DestinationView(content: self, item: item, destination: destination)
  }
}
