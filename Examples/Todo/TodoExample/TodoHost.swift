import TerminalCore

/// Runs one renderer at a time on a ``TodoList`` and swaps it for the other on F2.
///
/// The host is a renderer itself, so a run loop or a test harness drives it like any other.
/// It draws the top line (the active renderer and "F2 swap") and gives the renderer the rest
/// of the screen. A swap unmounts the running renderer and mounts a fresh one of the other
/// kind on the same model; since the model holds all the state, nothing is carried over.
/// `q` that the renderer did not use (no text field focused) sets ``wantsToQuit``.
///
/// ```swift
/// let host = TodoHost(kind: .declarative)
/// host.mount(model, size: terminal.size) { loop.setNeedsFrame() }
/// loop.onEvent = { _ = host.handle($0); if host.wantsToQuit { loop.stop() } }
/// loop.onDraw = { host.draw(into: &$0) }
/// ```
public final class TodoHost: Renderer {
  /// The model the host's renderers draw.
  public typealias Model = TodoList

  /// The two renderers.
  public enum Kind: String, CaseIterable, Sendable {
    /// ``TodoDeclarativeRenderer``, on CursesUI.
    case declarative
    /// ``TodoImperativeRenderer``, on CursesKit.
    case imperative

    /// The kind F2 swaps to.
    public var other: Kind { self == .declarative ? .imperative : .declarative }

    /// The name in the top line.
    public var title: String {
      self == .declarative ? "Declarative (CursesUI)" : "Imperative (CursesKit)"
    }

    /// A new, unmounted renderer of this kind.
    @MainActor
    public func makeRenderer() -> any Renderer<TodoList> {
      self == .declarative ? TodoDeclarativeRenderer() : TodoImperativeRenderer()
    }
  }

  /// The renderer on screen.
  public private(set) var kind: Kind
  /// Set when the user pressed `q` outside the text field.
  public private(set) var wantsToQuit = false
  private var renderer: (any Renderer<TodoList>)?
  private var model: TodoList?
  private var size = Size.zero
  private var invalidate: @MainActor () -> Void = {}

  /// A host that starts with a renderer of `kind`.
  public init(kind: Kind = .declarative) {
    self.kind = kind
  }

  /// Mounts a renderer of ``kind`` on `model`, below the top line.
  public func mount(_ model: TodoList, size: Size, invalidate: @escaping @MainActor () -> Void) {
    self.model = model
    self.size = size
    self.invalidate = invalidate
    mountRenderer()
  }

  /// F2 swaps; a resize or a click is passed on relative to the area below the top line;
  /// other events go to the renderer, and `q` it did not use asks to quit.
  public func handle(_ event: InputEvent) -> Bool {
    switch event {
    case .key(.function(2)):
      swap()
      return true
    case .resize(let newSize):
      size = newSize
      _ = renderer?.handle(.resize(rendererSize))
      invalidate()
      return true
    case .mouse(var mouse):
      guard mouse.position.y > 0 else { return false }
      mouse.position.y -= 1
      return renderer?.handle(.mouse(mouse)) ?? false
    default:
      if renderer?.handle(event) == true { return true }
      guard event == .character("q") else { return false }
      wantsToQuit = true
      return true
    }
  }

  /// Throws the running renderer away and mounts the other kind on the same model.
  public func swap() {
    renderer?.unmount()
    kind = kind.other
    mountRenderer()
    invalidate()
  }

  /// Draws the top line and the renderer's screen below it.
  public func draw(into canvas: inout Canvas) {
    let bar = Style(reverse: true)
    canvas.fill(Rect(x: 0, y: 0, width: canvas.size.width, height: 1), style: bar)
    let x = canvas.draw(" \(kind.title) │ ", at: .zero, style: bar.bolded())
    canvas.draw("F2 swap to \(kind.other.rawValue)", at: Point(x: x, y: 0), style: bar)
    var screen = Canvas(
      size: Size(width: canvas.size.width, height: max(canvas.size.height - 1, 0)))
    renderer?.draw(into: &screen)
    canvas.draw(screen, at: Point(x: 0, y: 1))
  }

  /// Unmounts the renderer.
  public func unmount() {
    renderer?.unmount()
    renderer = nil
  }

  private var rendererSize: Size { Size(width: size.width, height: max(size.height - 1, 0)) }

  private func mountRenderer() {
    guard let model else { return }
    let renderer = kind.makeRenderer()
    renderer.mount(model, size: rendererSize, invalidate: invalidate)
    self.renderer = renderer
  }
}
