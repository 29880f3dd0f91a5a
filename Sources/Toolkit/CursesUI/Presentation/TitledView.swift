import TerminalCore

/// A view that names the screen it is on; the enclosing ``NavigationStack`` shows the titles
/// of the screens on the path as a breadcrumb.
public struct TitledView<Content: View>: View {
  let content: Content
  let title: String

  /// Primitive.
  public var body: Never { fatalError("primitive") }
}

extension TitledView: ModifierView {
  func makeElement() -> Element { TitleElement<Content>() }
}

final class TitleElement<Content: View>: SizeKeepingElement<TitledView<Content>> {
  override var navigationTitle: String? { view.title }
}

extension View {
  /// Titles the screen. `InventoryList().navigationTitle("Inventory")`
  public func navigationTitle(_ title: String) -> TitledView<Self> {
    TitledView(content: self, title: title)
  }
}
