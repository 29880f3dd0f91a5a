import TerminalCore

/// Where a child sits inside a larger frame.
public struct Alignment: Hashable, Sendable {
  /// Horizontal placement.
  public var horizontal: StackAlignment
  /// Vertical placement.
  public var vertical: StackAlignment

  /// Creates an alignment. `Alignment(horizontal: .trailing, vertical: .center)`
  public init(horizontal: StackAlignment, vertical: StackAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// Centered both ways.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// Left, vertically centered.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// Right, vertically centered.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// Top left.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .leading)
  /// Top, horizontally centered.
  public static let top = Alignment(horizontal: .center, vertical: .leading)
  /// Top right.
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .leading)
  /// Bottom left.
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .trailing)
  /// Bottom, horizontally centered.
  public static let bottom = Alignment(horizontal: .center, vertical: .trailing)
  /// Bottom right.
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .trailing)
}

/// A view given a fixed or maximum size.
public struct FramedView<Content: View>: View {
  let content: Content
  let width: Int?
  let height: Int?
  let maxWidth: Int?
  let maxHeight: Int?
  let alignment: Alignment

  /// Primitive.
  public var body: Never { fatalError("primitive") }
}

extension FramedView: ModifierView {
  func makeElement() -> Element { FrameElement<Content>() }
}

final class FrameElement<Content: View>: SingleChildElement<FramedView<Content>> {
  override var isReusable: Bool { true }
  /// The view's sizes, kept apart from the view: layout asks for them many times per pass,
  /// and reading them through the generic view copied the whole content each time.
  private var width: Int?
  private var height: Int?
  private var maxWidth: Int?
  private var maxHeight: Int?
  private var alignment = Alignment.center

  override func resizes(from old: FramedView<Content>, to new: FramedView<Content>) -> Bool {
    (old.width, old.height, old.maxWidth, old.maxHeight) != (
      new.width, new.height, new.maxWidth, new.maxHeight
    )
  }

  override func update(from view: any View) {
    super.update(from: view)
    let framed = self.view
    width = framed.width
    height = framed.height
    maxWidth = framed.maxWidth
    maxHeight = framed.maxHeight
    alignment = framed.alignment
  }

  private func dimension(proposed: Int?, fixed: Int?, maximum: Int?, child: () -> Int) -> Int {
    if let fixed { return fixed }
    guard let maximum else { return child() }
    return min(maximum, proposed ?? child())
  }

  private func childProposal(_ proposal: ProposedSize) -> ProposedSize {
    ProposedSize(
      width: width ?? maxWidth.map { min($0, proposal.width ?? $0) } ?? proposal.width,
      height: height ?? maxHeight.map { min($0, proposal.height ?? $0) } ?? proposal.height)
  }

  override func sizeThatFits(_ proposal: ProposedSize, node: Node) -> Size {
    let inner = childProposal(proposal)
    let size = child(of: node)?.sizeThatFits(inner) ?? .zero
    return Size(
      width: dimension(
        proposed: proposal.width, fixed: width, maximum: maxWidth, child: { size.width }),
      height: dimension(
        proposed: proposal.height, fixed: height, maximum: maxHeight, child: { size.height }))
  }

  override func place(in rect: Rect, node: Node) {
    guard let child = child(of: node) else { return }
    let size = child.sizeThatFits(ProposedSize(rect.size))
    let width = min(size.width, rect.width)
    let height = min(size.height, rect.height)
    let x = rect.minX + alignment.horizontal.offset(free: rect.width - width)
    let y = rect.minY + alignment.vertical.offset(free: rect.height - height)
    child.place(in: Rect(x: x, y: y, width: width, height: height))
  }
}

extension View {
  /// Fixes the width and/or height. `Text("OK").frame(width: 10, alignment: .center)`
  public func frame(width: Int? = nil, height: Int? = nil, alignment: Alignment = .center)
    -> FramedView<Self>
  {
    FramedView(
      content: self, width: width, height: height, maxWidth: nil, maxHeight: nil,
      alignment: alignment)
  }

  /// Grows up to a maximum (`.max` for as much as offered).
  /// `Text("Title").frame(maxWidth: .max, alignment: .leading)`
  public func frame(maxWidth: Int? = nil, maxHeight: Int? = nil, alignment: Alignment = .center)
    -> FramedView<Self>
  {
    FramedView(
      content: self, width: nil, height: nil, maxWidth: maxWidth, maxHeight: maxHeight,
      alignment: alignment)
  }
}
