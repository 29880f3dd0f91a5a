/// A view labelled for a ``TabView``.
public struct TabItemView<Content: View>: View {
  let content: Content
  let title: String

  /// Primitive.
  public var body: Never { fatalError("primitive") }
}

/// A view tagged with a value (the ``TabView`` selection it stands for).
public struct TaggedView<Content: View, Tag: Hashable>: View {
  let content: Content
  let tag: Tag

  /// Primitive.
  public var body: Never { fatalError("primitive") }
}

extension TabItemView: ModifierView {
  func makeElement() -> Element { SingleChildElement<Self>() }
}

extension TaggedView: ModifierView {
  func makeElement() -> Element { SingleChildElement<Self>() }
}

@MainActor
protocol TabDescribing {
  var tabTag: AnyHashable? { get }
  var tabTitle: String? { get }
}

extension TabItemView: TabDescribing {
  var tabTag: AnyHashable? { (content as? any TabDescribing)?.tabTag }
  var tabTitle: String? { title }
}

extension TaggedView: TabDescribing {
  var tabTag: AnyHashable? { tag }
  var tabTitle: String? { (content as? any TabDescribing)?.tabTitle }
}

extension View {
  /// Labels the view as a tab. `OneView().tabItem("One").tag(Tab.one)`
  public func tabItem(_ title: String) -> TabItemView<Self> {
    TabItemView(content: self, title: title)
  }

  /// Tags the view with the selection value it stands for.
  public func tag<Tag: Hashable>(_ tag: Tag) -> TaggedView<Self, Tag> {
    TaggedView(content: self, tag: tag)
  }
}
