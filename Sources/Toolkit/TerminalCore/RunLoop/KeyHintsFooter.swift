/// A renderer with its ``Renderer/keyHints`` on the bottom line, dim, a column in: what an
/// entry point wraps a renderer in when nothing else draws its hints (CursesUI's `App`; a
/// CursesKit window draws its own footer, and a swap host its renderers').
///
/// The content gets the screen less that line (all of it on a screen of one row).
///
/// ```swift
/// let renderer = KeyHintsFooter(ViewRenderer { CounterView(counter: counter) })
/// exit(await TerminalRun().run(renderer))
/// ```
@MainActor
public final class KeyHintsFooter: Renderer {
  /// The renderer above the footer.
  public let content: any Renderer
  private var size = Size.zero

  /// `content` above a line of its hints.
  public init(_ content: any Renderer) {
    self.content = content
  }

  /// The content's share of a screen of `size`.
  private func contentSize(of size: Size) -> Size {
    Size(width: size.width, height: size.height > 1 ? size.height - 1 : size.height)
  }

  public func mount(size: Size, invalidate: @escaping @MainActor () -> Void) {
    self.size = size
    content.mount(size: contentSize(of: size), invalidate: invalidate)
  }

  /// A resize reaches the content as its own share; a click on the footer goes nowhere.
  public func handle(_ event: InputEvent) -> Bool {
    switch event {
    case .resize(let newSize):
      size = newSize
      return content.handle(.resize(contentSize(of: newSize)))
    case .mouse(let mouse) where mouse.position.y >= contentSize(of: size).height:
      return false
    default:
      return content.handle(event)
    }
  }

  public func draw(into canvas: inout Canvas) {
    let area = contentSize(of: canvas.size)
    var screen = Canvas(size: area)
    content.draw(into: &screen)
    canvas.draw(screen, at: .zero)
    guard area.height < canvas.size.height, let hints = content.keyHints else { return }
    let line = Rect(x: 0, y: canvas.size.height - 1, width: canvas.size.width, height: 1)
    canvas.draw(
      TextWidth.truncated(" " + hints, toWidth: line.width), at: line.origin,
      style: Style(dim: true), clip: line)
  }

  public func unmount() { content.unmount() }

  /// Drawn here: none for a host around it.
  public var keyHints: String? { nil }

  public var isPresenting: Bool { content.isPresenting }
}
