import TerminalCore

/// A view drawn with changes to the inherited style.
public struct StyledView<Content: View>: View {
  let content: Content
  let change: @MainActor (inout Style) -> Void
  let fillsBackground: Bool

  /// Primitive.
  public var body: Never { fatalError("primitive") }
}

extension StyledView: ModifierView {
  func makeElement() -> Element { StyleElement<Content>() }
}

final class StyleElement<Content: View>: SizeKeepingElement<StyledView<Content>> {
  override var isReusable: Bool { true }
  override func draw(node: Node, into canvas: inout Canvas, style: Style) {
    var style = style
    view.change(&style)
    if view.fillsBackground { canvas.fill(node.frame, style: style) }
    for child in node.children { child.draw(into: &canvas, style: style) }
  }
}

extension View {
  /// Applies `change` to the style this view and its children draw with.
  ///
  /// ```swift
  /// Text("Warning").style { $0.foreground = .ansi(.yellow) }
  /// ```
  public func style(_ change: @escaping @MainActor (inout Style) -> Void) -> StyledView<Self> {
    StyledView(content: self, change: change, fillsBackground: false)
  }

  /// Draws in bold. `Text("Title").bold()`
  public func bold(_ isActive: Bool = true) -> StyledView<Self> {
    style { if isActive { $0.bold = true } }
  }

  /// Draws dimmed. `Text("Out of stock").dim()`
  public func dim(_ isActive: Bool = true) -> StyledView<Self> {
    style { if isActive { $0.dim = true } }
  }

  /// Draws reversed. `Text("Selected").reverse()`
  public func reverse(_ isActive: Bool = true) -> StyledView<Self> {
    style { if isActive { $0.reverse = true } }
  }

  /// Draws underlined. `Text("Link").underline()`
  public func underline(_ isActive: Bool = true) -> StyledView<Self> {
    style { if isActive { $0.underline = true } }
  }

  /// Sets the text colour. `Text("██").foregroundStyle(.rgb(0, 0, 1))`
  public func foregroundStyle(_ color: TerminalColor) -> StyledView<Self> {
    style { $0.foreground = color }
  }

  /// Fills the view's frame with a background colour. `Text("!").background(.ansi(.red))`
  public func background(_ color: TerminalColor) -> StyledView<Self> {
    StyledView(content: self, change: { $0.background = color }, fillsBackground: true)
  }
}
