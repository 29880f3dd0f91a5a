import TerminalCore

/// The size a ``GeometryReader`` was given.
public struct GeometryProxy: Equatable, Sendable {
  /// The reader's size: everything it was offered.
  public let size: Size
}

/// A view whose content is built for the size it is given, as SwiftUI's: it takes all the
/// space offered and calls `content` with that size during layout. The content is built
/// again only when the size changes or the reader's view value does, so scrolling a list of
/// readers or moving a highlight over them evaluates nothing.
///
/// ```swift
/// GeometryReader { proxy in
///   Text(title).frame(width: proxy.size.width / 2, alignment: .leading)
/// }
/// ```
public struct GeometryReader<Content: View>: View {
  let content: @MainActor (GeometryProxy) -> Content

  /// Creates a reader that builds `content` for its size.
  public init(@ViewBuilder content: @escaping @MainActor (GeometryProxy) -> Content) {
    self.content = content
  }

  /// Primitive.
  public var body: Never { fatalError("primitive") }
}

extension GeometryReader: PrimitiveView {
  func makeElement() -> Element { GeometryElement<Content>() }
  /// Updating the reader only keeps its closure: the content, which can read state, is built
  /// while placing, under the node's layout tracking when it does (see `ReaderContentProbe`).
  static var evaluationReadsState: Bool { false }
}

/// Builds a ``GeometryReader``'s content while placing it, for the rectangle it is placed in.
final class GeometryElement<Content: View>: TypedElement<GeometryReader<Content>> {
  override var isReusable: Bool { true }
  private var builtSize: Size?

  override var managesChildren: Bool { true }
  /// It takes what it is offered, whatever its content.
  override var sizeIgnoresChildren: Bool { true }

  override func update(from view: any View) {
    super.update(from: view)
    builtSize = nil
  }

  override func sizeThatFits(_ proposal: ProposedSize, node: Node) -> Size {
    Size(width: proposal.width ?? 0, height: proposal.height ?? 0)
  }

  override func place(in rect: Rect, node: Node) {
    if builtSize != rect.size {
      builtSize = rect.size
      let proxy = GeometryProxy(size: rect.size)
      let content = ReaderContentProbe.content(of: node) { view.content(proxy) }
      node.reconcile([ChildView(position: 0, view: content)], environment: node.childEnvironment)
    }
    node.children.first?.place(in: rect)
  }
}
