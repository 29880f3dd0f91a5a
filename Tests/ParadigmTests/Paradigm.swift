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

  /// A harness running `view` (CursesUI) or `controller` (CursesKit), whichever this is.
  @MainActor
  func harness(
    size: Size = Size(width: 40, height: 12),
    view: @escaping @MainActor () -> some CursesUI.View,
    controller: @escaping @MainActor () -> ViewController
  ) -> RendererHarness {
    switch self {
    case .declarative: RendererHarness(ViewRenderer(view), size: size)
    case .imperative: RendererHarness(WindowRenderer(rootViewController: controller), size: size)
    }
  }
}
