import TerminalCore

/// Space around the edges of a view.
///
/// ```swift
/// EdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1)
/// ```
public struct EdgeInsets: Hashable, Sendable {
  /// Rows above.
  public var top: Int
  /// Columns on the left.
  public var leading: Int
  /// Rows below.
  public var bottom: Int
  /// Columns on the right.
  public var trailing: Int

  /// Creates insets.
  public init(top: Int = 0, leading: Int = 0, bottom: Int = 0, trailing: Int = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
}

/// A view inset by ``EdgeInsets``.
public struct PaddedView<Content: View>: View {
  let content: Content
  let insets: EdgeInsets

  /// Primitive.
  public var body: Never { fatalError("primitive") }
}

extension PaddedView: ModifierView {
  func makeElement() -> Element { PaddingElement<Content>() }
}

final class PaddingElement<Content: View>: SingleChildElement<PaddedView<Content>> {
  override var isReusable: Bool { true }

  override func resizes(from old: PaddedView<Content>, to new: PaddedView<Content>) -> Bool {
    old.insets != new.insets
  }

  override func sizeThatFits(_ proposal: ProposedSize, node: Node) -> Size {
    let insets = view.insets
    let horizontal = insets.leading + insets.trailing
    let vertical = insets.top + insets.bottom
    let inner = ProposedSize(
      width: proposal.width.map { max($0 - horizontal, 0) },
      height: proposal.height.map { max($0 - vertical, 0) })
    let size = child(of: node)?.sizeThatFits(inner) ?? .zero
    return Size(width: size.width + horizontal, height: size.height + vertical)
  }

  override func place(in rect: Rect, node: Node) {
    let insets = view.insets
    child(of: node)?.place(
      in: rect.inset(
        top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing))
  }
}

extension View {
  /// Insets the view. `Text("Hi").padding(EdgeInsets(leading: 2))`
  public func padding(_ insets: EdgeInsets) -> PaddedView<Self> {
    PaddedView(content: self, insets: insets)
  }

  /// Insets the view by `length` on every side. `Text("Hi").padding(1)`
  public func padding(_ length: Int = 1) -> PaddedView<Self> {
    padding(EdgeInsets(top: length, leading: length, bottom: length, trailing: length))
  }

  /// Insets the view horizontally. `Text("Hi").padding(horizontal: 2)`
  public func padding(horizontal: Int = 0, vertical: Int = 0) -> PaddedView<Self> {
    padding(EdgeInsets(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal))
  }
}
