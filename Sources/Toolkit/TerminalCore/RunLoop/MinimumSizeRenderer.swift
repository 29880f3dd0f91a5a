/// A renderer shown only on a screen big enough for it: below ``minimumSize`` a notice says
/// how big the screen must be, keys wait (a resize still reaches the renderer, so it is
/// laid out for the new size), and the notice goes as soon as the screen grows.
///
/// ```swift
/// let renderer = MinimumSizeRenderer(ViewRenderer { FormView(model: form) },
///                                    minimumSize: Size(width: 40, height: 12))
/// ```
@MainActor
public final class MinimumSizeRenderer: Renderer {
  /// The renderer shown on a screen big enough.
  public let content: any Renderer
  /// The smallest screen the content is drawn on.
  public let minimumSize: Size
  /// The notice's last line: the keys that still work.
  public var hint: String
  private var size = Size.zero

  /// Shows `content` on screens of at least `minimumSize`.
  public init(_ content: any Renderer, minimumSize: Size, hint: String = "q quits") {
    self.content = content
    self.minimumSize = minimumSize
    self.hint = hint
  }

  /// Whether the screen is below ``minimumSize``.
  public var isTooSmall: Bool {
    size.width < minimumSize.width || size.height < minimumSize.height
  }

  public func mount(size: Size, invalidate: @escaping @MainActor () -> Void) {
    self.size = size
    content.mount(size: size, invalidate: invalidate)
  }

  /// A resize always; other events only on a screen big enough.
  public func handle(_ event: InputEvent) -> Bool {
    if case .resize(let newSize) = event {
      size = newSize
      return content.handle(event)
    }
    return isTooSmall ? false : content.handle(event)
  }

  public func draw(into canvas: inout Canvas) {
    guard isTooSmall else {
      content.draw(into: &canvas)
      return
    }
    Self.drawNotice(screen: size, minimum: minimumSize, hint: hint, into: &canvas, from: 0)
  }

  public func unmount() { content.unmount() }

  public var keyHints: String? { isTooSmall ? nil : content.keyHints }

  public var isPresenting: Bool { content.isPresenting }

  /// Draws the notice from row `top` of `canvas`: what the screen is, what it needs, `hint`.
  public static func drawNotice(
    screen: Size, minimum: Size, hint: String, into canvas: inout Canvas, from top: Int
  ) {
    let lines = [
      "Terminal too small",
      "\(screen.width)×\(screen.height), needs \(minimum.width)×\(minimum.height)",
      hint,
    ]
    for (offset, line) in lines.enumerated() where top + offset < canvas.size.height {
      canvas.draw(
        TextWidth.truncated(line, toWidth: canvas.size.width), at: Point(x: 0, y: top + offset))
    }
  }
}
