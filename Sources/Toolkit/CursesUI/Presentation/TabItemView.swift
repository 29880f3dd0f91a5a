/// A view labelled for a ``TabView``.
public struct TabItemView<Content: View>: View {
  let content: Content
  let title: String

  /// Primitive.
  public var body: Never { fatalError("primitive") }
}

extension TabItemView: ModifierView {
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

extension View {
  /// Labels the view as a tab. `OneView().tabItem("One").tag(Tab.one)`
  public func tabItem(_ title: String) -> TabItemView<Self> {
    TabItemView(content: self, title: title)
  }
}
