import CursesKit
import CursesUI
import TerminalCore

/// A screen running with its own root, whichever framework that is: a CursesKit window or a
/// CursesUI host. The app drives both the same way, so each bridge is seen from the side it
/// is used from, not wrapped in the other framework.
@MainActor
final class MountedScreen {
  private enum Root {
    case kit(Window)
    case ui(ViewHost)
  }

  private let root: Root

  private init(_ root: Root) { self.root = root }

  /// A CursesKit window showing `controller`; the app draws the footer, so the window's own
  /// is off.
  static func kit(
    root controller: ViewController, size: Size, invalidate: @escaping @MainActor () -> Void
  ) -> MountedScreen {
    let window = Window(size: size, invalidate: invalidate)
    window.showsKeyHints = false
    window.rootViewController = controller
    return MountedScreen(.kit(window))
  }

  /// A CursesUI host showing `view`.
  static func ui(_ view: some CursesUI.View, invalidate: @escaping @MainActor () -> Void)
    -> MountedScreen
  {
    MountedScreen(.ui(ViewHost(view, invalidate: invalidate)))
  }

  /// Offers an event to the screen; false when nothing in it used the event.
  func handle(_ event: InputEvent) -> Bool {
    switch root {
    case .kit(let window): window.handle(event)
    case .ui(let host): host.handle(event)
    }
  }

  /// Draws the screen into the whole canvas.
  func draw(into canvas: inout Canvas) {
    switch root {
    case .kit(let window):
      if window.size != canvas.size { window.resize(to: canvas.size) }
      window.draw(into: &canvas)
    case .ui(let host):
      host.draw(into: &canvas)
    }
  }

  /// The keys the screen answers now: the active controller's, or the focused view's.
  var keyHints: String? {
    switch root {
    case .kit(let window): window.activeViewController?.keyHints
    case .ui(let host): host.keyHints
    }
  }

  /// Ends every observation of the screen; nothing it showed hears from the model again.
  func unmount() {
    switch root {
    case .kit(let window):
      window.tearDown()
      window.rootViewController = nil
    case .ui(let host):
      host.unmount()
    }
  }
}
