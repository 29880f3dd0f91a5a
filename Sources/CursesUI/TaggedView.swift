import TerminalCore

/// A view tagged with a value (the ``TabView`` selection it stands for).
public struct TaggedView<Content: View, Tag: Hashable>: View {
  let content: Content
  let tag: Tag

  /// Primitive.
  public var body: Never { fatalError("primitive") }
}

extension TaggedView: ModifierView {
  func makeElement() -> Element { SingleChildElement<Self>() }
}

extension TaggedView: TabDescribing {
  var tabTag: AnyHashable? { tag }
  var tabTitle: String? { (content as? any TabDescribing)?.tabTitle }
}

extension View {
  /// Tags the view with the selection value it stands for.
  public func tag<Tag: Hashable>(_ tag: Tag) -> TaggedView<Self, Tag> {
    TaggedView(content: self, tag: tag)
  }
}
