import Foundation
import TerminalCore

/// Runs a CursesKit program: what `UIApplicationMain` is to UIKit.
///
/// `main` owns everything around the controllers: the terminal, the event loop, resizes,
/// Ctrl-Z, quitting (`q` that no responder used, Ctrl-C, SIGTERM, SIGHUP) and putting the
/// terminal back on every way out, crashes included (see ``/TerminalCore/TerminalRun``).
///
/// ```swift
/// // main.swift
/// await Application.main(
///   rootViewController: NavigationController(rootViewController: TodoViewController(model: TodoList())))
/// ```
@MainActor
public enum Application {
  /// Shows `rootViewController` in a window on the whole terminal until the program quits,
  /// then exits with its status. Below `minimumSize` a notice says how big the screen must be;
  /// `configure` sets the window up first (its footer, say).
  ///
  /// `screen: .inline(rows:)` shows the window in that many rows below the shell's output
  /// instead, leaving what was printed before in view, like fzf's `--height` (see
  /// ``/TerminalCore/TerminalRun/Screen``):
  ///
  /// ```swift
  /// await Application.main(rootViewController: PickerController(), screen: .inline(rows: 8))
  /// ```
  public static func main(
    rootViewController: @autoclosure @escaping @MainActor () -> ViewController,
    minimumSize: Size? = nil,
    screen: TerminalRun.Screen = .fullScreen,
    configure: @escaping @MainActor (Window) -> Void = { _ in }
  ) async -> Never {
    let renderer = WindowRenderer(configure: configure, rootViewController: rootViewController)
    var run = TerminalRun()
    run.minimumSize = minimumSize
    run.screen = screen
    exit(await run.run(renderer))
  }
}
