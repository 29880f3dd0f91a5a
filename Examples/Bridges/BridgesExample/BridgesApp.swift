import TerminalCore

/// The bridges example as one renderer: a menu, and one screen per bridge on a ``Thermostat``.
///
/// The top line says where you are; the bottom line shows the keys the screen answers (its
/// controller's `keyHints`, or its view's `keyHints(_:)`). Events go to the screen first;
/// an Esc it did not use goes back to the menu, and a `q` it did not use (no text field has
/// focus) sets ``wantsToQuit``. Leaving a screen unmounts it: the thermostat keeps the state.
///
/// ```swift
/// let app = BridgesApp()
/// app.mount(Thermostat(), size: terminal.size) { loop.setNeedsFrame() }
/// loop.onEvent = { _ = app.handle($0); if app.wantsToQuit { loop.stop() } }
/// loop.onDraw = { app.draw(into: &$0) }
/// ```
public final class BridgesApp: Renderer {
  /// The screen shown, or `nil` for the menu.
  public private(set) var screen: BridgesScreen?
  /// Set when the user pressed `q` and nothing on the screen used it.
  public private(set) var wantsToQuit = false
  private let model: Thermostat
  private var mounted: MountedScreen?
  /// A screen the menu asked for while handling an event; the menu is unmounted only once
  /// that event is over, never from inside its own button's action.
  private var requested: BridgesScreen?
  private var size = Size.zero
  private var invalidate: @MainActor () -> Void = {}

  /// An app on `model` that starts on the menu once mounted.
  public init(model: Thermostat) {
    self.model = model
  }

  /// Shows the menu.
  public func mount(size: Size, invalidate: @escaping @MainActor () -> Void) {
    self.size = size
    self.invalidate = invalidate
    show(nil)
  }

  /// The screen gets the event first; then Esc goes back to the menu and `q` asks to quit.
  /// A resize or a click is passed on relative to the area between the top and bottom lines.
  public func handle(_ event: InputEvent) -> Bool {
    switch event {
    case .resize(let newSize):
      size = newSize
      _ = mounted?.handle(.resize(screenSize))
      invalidate()
      return true
    case .mouse(var mouse):
      guard mouse.position.y > 0, mouse.position.y <= screenSize.height else { return false }
      mouse.position.y -= 1
      defer { showRequestedScreen() }
      return mounted?.handle(.mouse(mouse)) ?? false
    default:
      let used = mounted?.handle(event) ?? false
      showRequestedScreen()
      if used { return true }
      if event == .key(.escape), screen != nil {
        show(nil)
        return true
      }
      guard event == .character("q") else { return false }
      wantsToQuit = true
      return true
    }
  }

  /// Draws the top line, the screen, and the key hints on the bottom line.
  public func draw(into canvas: inout Canvas) {
    let width = canvas.size.width
    let bar = Style(reverse: true)
    canvas.fill(Rect(x: 0, y: 0, width: width, height: 1), style: bar)
    let place = screen.map { " Bridges › \($0.title) │ \($0.bridge)" } ?? " Bridges │ Menu"
    canvas.draw(TextWidth.truncated(place, toWidth: width), at: .zero, style: bar.bolded())
    var content = Canvas(size: screenSize)
    mounted?.draw(into: &content)
    canvas.draw(content, at: Point(x: 0, y: 1))
    guard canvas.size.height > 1, let hints = mounted?.keyHints else { return }
    let footer = Rect(x: 0, y: canvas.size.height - 1, width: width, height: 1)
    canvas.fill(footer, style: .plain)
    canvas.draw(
      TextWidth.truncated(" " + hints, toWidth: width), at: footer.origin,
      style: Style(dim: true))
  }

  /// Unmounts the screen shown.
  public func unmount() {
    mounted?.unmount()
    mounted = nil
  }

  /// Between the top line and the hints.
  private var screenSize: Size {
    Size(width: size.width, height: max(size.height - 2, 0))
  }

  private func showRequestedScreen() {
    guard let requested else { return }
    self.requested = nil
    show(requested)
  }

  private func show(_ screen: BridgesScreen?) {
    mounted?.unmount()
    self.screen = screen
    let invalidate = invalidate
    if let screen {
      mounted = screen.mount(model, size: screenSize, invalidate: invalidate)
    } else {
      mounted = .ui(
        MenuView(model: model) { [weak self] screen in self?.requested = screen },
        invalidate: invalidate)
    }
    invalidate()
  }
}
