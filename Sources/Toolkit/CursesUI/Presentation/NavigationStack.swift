import TerminalCore

/// A navigation container: a bar with the breadcrumb of screen titles (centered) and the
/// innermost toolbar's items, a rule, and the current screen below. Screens are pushed with
/// `navigationDestination(item:)`; Esc pops the innermost one.
///
/// ```swift
/// NavigationStack {
///   InventoryList()
///     .navigationTitle("Inventory")
///     .navigationDestination(item: $model.editing) { item in EditView(item: item) }
/// }
/// ```
public struct NavigationStack<Content: View>: View {
  let content: Content

  /// Creates a navigation stack.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  /// Primitive.
  public var body: Never { fatalError("primitive") }
}

extension NavigationStack: ModifierView {
  func makeElement() -> Element { NavigationStackElement() }
}

final class NavigationStackElement: Element {
  /// What the visible path holds, in pre-order.
  private struct Path {
    var titles: [String] = []
    var toolbars: [Node] = []
    var order = 0
    var lastToolbarOrder = -1
    var lastDestinationOrder = -1
    var pop: (@MainActor () -> Void)?
    /// The screen pushed last: it takes the whole stack below the bar, wherever in the
    /// screen under it its `navigationDestination` sits (a picker's row, say).
    var pushed: Node?
    /// The pops of the pushed screens, outermost first: what Esc undoes, last first.
    var pops: [@MainActor () -> Void] = []
  }

  private static let backLabel = "[‹ Back]"
  private var titles: [String] = []
  private weak var toolbar: Node?
  /// The screen on top when one is pushed (see `Path.pushed`).
  private weak var pushed: Node?
  /// Pops the innermost destination when the pushed screen has no toolbar of its own.
  private var back: (@MainActor () -> Void)?

  override func sizeThatFits(_ proposal: ProposedSize, node: Node) -> Size {
    let inner = ProposedSize(width: proposal.width, height: proposal.height.map { max($0 - 2, 0) })
    let size = node.children.first?.sizeThatFits(inner) ?? .zero
    return Size(
      width: proposal.width ?? size.width, height: proposal.height ?? (size.height + 2))
  }

  override func place(in rect: Rect, node: Node) {
    var path = Path()
    if let content = node.children.first { collect(content, into: &path) }
    titles = path.titles
    for bar in path.toolbars { (bar.element as? ToolbarElement)?.isActive = false }
    // A pushed screen without a toolbar gets a Back button instead of an outer toolbar.
    let isBare = path.lastDestinationOrder > path.lastToolbarOrder
    back = isBare ? path.pop : nil
    toolbar = isBare ? nil : path.toolbars.last
    let bar = Rect(x: rect.minX, y: rect.minY, width: rect.width, height: 1)
    if let toolbar, let element = toolbar.element as? ToolbarElement {
      element.isActive = true
      let items = Array(toolbar.children.dropFirst())
      if let leading = items.first {
        let size = leading.sizeThatFits(ProposedSize(width: bar.width / 3, height: 1))
        leading.place(in: Rect(x: bar.minX, y: bar.minY, width: size.width, height: 1))
      }
      if let trailing = items.last, items.count > 1 {
        let size = trailing.sizeThatFits(ProposedSize(width: bar.width / 3, height: 1))
        trailing.place(
          in: Rect(x: bar.maxX - size.width, y: bar.minY, width: size.width, height: 1))
      }
    }
    pushed = path.pushed
    guard let screen = path.pushed else {
      node.children.first?.place(in: rect.inset(top: 2))
      return
    }
    // The screens under the top one are not placed, so their destinations do not register
    // their pops themselves.
    node.host?.currentLayer?.dismissables += path.pops
    screen.place(in: rect.inset(top: 2))
  }

  /// Titles, toolbars and pushed destinations on the visible path, outermost first; nested
  /// stacks and the rows of lazy lists are skipped.
  private func collect(_ node: Node, into path: inout Path) {
    if node.element is NavigationStackElement { return }
    path.order += 1
    if let title = node.element?.navigationTitle { path.titles.append(title) }
    if node.element is ToolbarElement {
      path.toolbars.append(node)
      path.lastToolbarOrder = path.order
    }
    if let destination = node.element as? DestinationElement, destination.isPushing(node) {
      path.lastDestinationOrder = path.order
      path.pop = destination.dismiss
      path.pushed = node.children[1]
      if let dismiss = destination.dismiss { path.pops.append(dismiss) }
      // The screen under it disappears until the pop (the destination is not placed itself).
      node.host?.setCovered(node.children[0], true)
      // The screen under the pushed one keeps its title in the breadcrumb even when its
      // `navigationTitle` was written inside the `navigationDestination`.
      if let covered = node.children.first { collectTitles(covered, into: &path.titles) }
    }
    // Lazy containers hold rows, not screens: their rows are not searched.
    if node.element?.managesChildren == true { return }
    let children = node.element?.visibleChildren(of: node) ?? node.children
    let content = node.element is ToolbarElement ? Array(children.prefix(1)) : children
    for child in content { collect(child, into: &path) }
  }

  /// The titles of a screen a destination covers, outermost first.
  private func collectTitles(_ node: Node, into titles: inout [String]) {
    if node.element is NavigationStackElement || node.element?.managesChildren == true { return }
    if let title = node.element?.navigationTitle { titles.append(title) }
    let children = node.element?.visibleChildren(of: node) ?? node.children
    for child in children { collectTitles(child, into: &titles) }
  }

  override func handleMouse(_ event: MouseEvent, node: Node) -> Bool {
    let width = TextWidth.of(Self.backLabel)
    guard event.kind == .click, let back, event.position.y == node.frame.minY,
      event.position.x < node.frame.minX + width
    else { return false }
    back()
    return true
  }

  override func draw(node: Node, into canvas: inout Canvas, style: Style) {
    let rect = node.frame
    guard rect.height >= 2 else { return }
    var itemsWidth = back == nil ? 0 : TextWidth.of(Self.backLabel)
    if back != nil { canvas.draw(Self.backLabel, at: rect.origin, style: style) }
    if let toolbar {
      for item in toolbar.children.dropFirst() { itemsWidth = max(itemsWidth, item.frame.width) }
    }
    let titleWidth = max(rect.width - 2 * (itemsWidth + 1), 0)
    let title = TextWidth.fitted(
      titles.joined(separator: " › "), toWidth: titleWidth, alignment: .center)
    canvas.draw(
      title, at: Point(x: rect.minX + itemsWidth + 1, y: rect.minY), style: style.bolded())
    canvas.drawHorizontalRule(
      at: Point(x: rect.minX, y: rect.minY + 1), width: rect.width, style: style)
    if let pushed {
      pushed.draw(into: &canvas, style: style)
    } else {
      for child in node.children { child.draw(into: &canvas, style: style) }
    }
  }
}
