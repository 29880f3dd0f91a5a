import TerminalCore

/// A view tagged with a value (the ``TabView`` or ``Picker`` selection it stands for).
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

/// A view tagged with a value, for the containers that choose among their children by tag.
@MainActor
protocol TagDescribing {
  var tagValue: AnyHashable { get }
  var taggedContent: any View { get }
}

extension TaggedView: TagDescribing {
  var tagValue: AnyHashable { tag }
  var taggedContent: any View { content }
}

extension View {
  /// Tags the view with the selection value it stands for (a ``TabView``'s tab, a
  /// ``Picker``'s option).
  public func tag<Tag: Hashable>(_ tag: Tag) -> TaggedView<Self, Tag> {
    TaggedView(content: self, tag: tag)
  }
}
