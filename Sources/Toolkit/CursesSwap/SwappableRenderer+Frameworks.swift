import CursesImmediate
import CursesKit
import CursesUI
import TerminalCore

extension SwappableRenderer {
  /// A CursesUI renderer showing `content`: a view tree, which may host CursesKit views and
  /// controllers through the bridges.
  ///
  /// ```swift
  /// .declarative("Declarative", shortName: "UI") { TodoView(model: model) }
  /// ```
  public static func declarative<Content: CursesUI.View>(
    _ name: String, shortName: String? = nil,
    content: @escaping @MainActor () -> Content
  ) -> SwappableRenderer {
    SwappableRenderer(name, shortName: shortName, paradigm: .declarative) {
      ViewRenderer(content)
    }
  }

  /// A CursesKit renderer: a window showing `rootViewController`, which may host CursesUI
  /// views through the bridges; `configure` sets the window up first. The window's own
  /// footer is off: the host draws the controller's key hints (``SwapHost/showsKeyHints``).
  ///
  /// ```swift
  /// .imperative("Imperative", shortName: "Kit") { TodoViewController(model: model) }
  /// ```
  public static func imperative(
    _ name: String, shortName: String? = nil,
    configure: @escaping @MainActor (Window) -> Void = { _ in },
    rootViewController: @escaping @MainActor () -> ViewController
  ) -> SwappableRenderer {
    SwappableRenderer(name, shortName: shortName, paradigm: .imperative) {
      WindowRenderer(
        configure: { window in
          window.showsKeyHints = false
          configure(window)
        }, rootViewController: rootViewController)
    }
  }

  /// A CursesImmediate renderer: `screen` makes the screen from the model for each frame and
  /// each event, and nothing else is kept between them.
  ///
  /// ```swift
  /// .immediate("Immediate", shortName: "Imm") { CounterScreen(counter: counter) }
  /// ```
  public static func immediate(
    _ name: String, shortName: String? = nil,
    screen: @escaping @MainActor () -> some ImmediateScreen
  ) -> SwappableRenderer {
    SwappableRenderer(name, shortName: shortName, paradigm: .immediate) {
      ImmediateRenderer(screen)
    }
  }
}
