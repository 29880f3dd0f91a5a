import TerminalCore

/// A view that a stack sizes before its lower-priority siblings.
public struct PrioritizedView<Content: View>: View {
  let content: Content
  let priority: Int

  /// Primitive.
  public var body: Never { fatalError("primitive") }
}

extension PrioritizedView: ModifierView {
  func makeElement() -> Element { PriorityElement<Content>() }
}

final class PriorityElement<Content: View>: SingleChildElement<PrioritizedView<Content>> {
  override var isReusable: Bool { true }
  override var layoutPriority: Int { view.priority }

  // A new priority shares out its stack's space anew.
  override func resizes(from old: PrioritizedView<Content>, to new: PrioritizedView<Content>)
    -> Bool
  { old.priority != new.priority }
}

extension Node {
  /// The `layoutPriority` of a stack child (0 by default). Asked of the element rather than
  /// found by a cast: stacks read it for every child at every measurement.
  var layoutPriority: Int { element?.layoutPriority ?? 0 }
}

extension View {
  /// Makes stacks offer this view space before siblings of lower priority (default 0).
  ///
  /// ```swift
  /// HStack { Text(longName); Button("Delete") { }.layoutPriority(1) }
  /// ```
  public func layoutPriority(_ priority: Int) -> PrioritizedView<Self> {
    PrioritizedView(content: self, priority: priority)
  }
}
