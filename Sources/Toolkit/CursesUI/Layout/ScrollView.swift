import TerminalCore

/// A vertical viewport onto taller content. It scrolls just far enough to show its anchor:
/// the innermost `scrollAnchor(true)` view inside, or else the focused control. The offset
/// is derived from that on every layout (no hidden scroll state), so the same state always
/// shows the same rows. Rows scrolled out are neither drawn nor clickable. With no offset of
/// its own to move, the wheel is the arrow key it stands for (as terminals send arrows for
/// the wheel on the alternate screen): a notch goes to the tree as Up or Down, which moves
/// the anchor the offset follows; a notch the tree has no use for is reported unused.
///
/// ```swift
/// ScrollView {
///   ForEach(colors, id: \.self) { color in Text(color.name).scrollAnchor(color == selected) }
/// }
/// ```
public struct ScrollView<Content: View>: View {
  let content: Content

  /// Creates a scroll view.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  /// Primitive.
  public var body: Never { fatalError("primitive") }
}

extension ScrollView: ModifierView {
  func makeElement() -> Element { ScrollElement() }
}

final class ScrollElement: Element {
  override func sizeThatFits(_ proposal: ProposedSize, node: Node) -> Size {
    let ideal = node.children.first?.sizeThatFits(ProposedSize(width: proposal.width, height: nil))
    return Size(
      width: proposal.width ?? ideal?.width ?? 0, height: proposal.height ?? ideal?.height ?? 0)
  }

  override func place(in rect: Rect, node: Node) {
    guard let content = node.children.first, let host = node.host else { return }
    // Content that fits is laid out in the viewport as usual; taller content gets its
    // ideal height and scrolls.
    let fitted = content.sizeThatFits(ProposedSize(rect.size)).height
    let height =
      fitted <= rect.height
      ? rect.height : content.sizeThatFits(ProposedSize(width: rect.width, height: nil)).height
    let layer = host.currentLayer
    let firstFocusable = layer?.focusables.count ?? 0
    let firstAnchor = host.scrollAnchors.count
    host.scrollViewports.append(rect)
    content.place(in: Rect(x: rect.minX, y: rect.minY, width: rect.width, height: height))
    host.scrollViewports.removeLast()
    // Which control has focus can be a model's (a focus binding): registered, so the view
    // scrolls when the model moves focus.
    let anchor =
      host.scrollAnchors.dropFirst(firstAnchor).last
      ?? node.trackingPlaceReads {
        layer?.focusables.dropFirst(firstFocusable).first(where: host.isFocused)
      }
    host.scrollAnchors.removeSubrange(firstAnchor...)
    guard height > rect.height else { return }
    var offset = 0
    if let anchor, anchor.frame.maxY > rect.maxY {
      offset = min(anchor.frame.maxY - rect.maxY, height - rect.height)
    }
    content.clip(to: rect, shiftingUpBy: offset)
  }

  override func handleMouse(_ event: MouseEvent, node: Node) -> Bool {
    guard event.kind == .wheelUp || event.kind == .wheelDown, let host = node.host else {
      return false
    }
    // Unused by the tree, the notch is unused here too: an app whose arrow keys live outside
    // the tree (a key table of its models) can take it as the arrow.
    return host.handle(.key(event.kind == .wheelUp ? .up : .down))
  }
}

extension Node {
  /// Moves the subtree up by `offset` rows and empties the frames that end up outside
  /// `rect` (cutting those that straddle its edges).
  fileprivate func clip(to rect: Rect, shiftingUpBy offset: Int) {
    let moved = Rect(
      origin: Point(x: frame.minX, y: frame.minY - offset), size: frame.size)
    frame = rect.contains(moved) ? moved : moved.intersection(rect)
    for child in children { child.clip(to: rect, shiftingUpBy: offset) }
  }
}
