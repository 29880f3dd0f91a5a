import CursesKit
import CursesTesting
import CursesUI
import TerminalCore

/// The two frameworks, as test arguments: a behaviour both promise is written once and run
/// against each.
enum Paradigm: String, CaseIterable, Sendable {
  /// CursesUI.
  case declarative
  /// CursesKit.
  case imperative

  /// A harness running `view` (CursesUI) or `controller` (CursesKit), whichever this is;
  /// without `keyHints`, the CursesKit window leaves out its footer, so both screens give
  /// their content every row. The CursesKit window runs on `clock` (CursesUI views take
  /// theirs from the environment).
  @MainActor
  func harness(
    size: Size = Size(width: 40, height: 12), keyHints: Bool = true,
    clock: (any Clock<Duration>)? = nil,
    view: @escaping @MainActor () -> some CursesUI.View,
    controller: @escaping @MainActor () -> ViewController
  ) -> RendererHarness {
    switch self {
    case .declarative: return RendererHarness(ViewRenderer(view), size: size)
    case .imperative:
      let renderer = WindowRenderer(
        configure: { window in if let clock { window.clock = clock } },
        rootViewController: controller)
      let harness = RendererHarness(renderer, size: size)
      renderer.window?.showsKeyHints = keyHints
      harness.loop.drawFrameIfNeeded()
      return harness
    }
  }
}
