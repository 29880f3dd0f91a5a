import Foundation
import TerminalCore

/// A CursesUI program: its ``body`` says what the terminal shows, and `main()` runs it.
///
/// `main()` owns everything around the views: the terminal, the event loop, resizes, Ctrl-Z,
/// quitting (`q` that no control used, Ctrl-C, SIGTERM, SIGHUP) and putting the terminal back
/// on every way out, crashes included (see ``/TerminalCore/TerminalRun``). A screen too small
/// for the app gets a notice with ``Scene/minimumSize(width:height:)``.
///
/// ```swift
/// @main
/// struct TodoApp: App {
///   let model = TodoList()
///   var body: some Scene {
///     WindowGroup { TodoView(model: model) }
///   }
/// }
/// ```
@MainActor
public protocol App {
  /// The scene's type.
  associatedtype Body: Scene
  /// Creates the app and its models.
  init()
  /// What the app shows.
  var body: Body { get }
  /// Where the app draws: the whole (alternate) screen by default, or
  /// `.inline(rows:)`, a band of that many rows below the shell's output that leaves what
  /// was printed before in view, like fzf's `--height` (see
  /// ``/TerminalCore/TerminalRun/Screen``).
  ///
  /// ```swift
  /// @main
  /// struct PickerApp: App {
  ///   static var screen: TerminalRun.Screen { .inline(rows: 8) }
  ///   var body: some Scene { WindowGroup { PickerView() } }
  /// }
  /// ```
  static var screen: TerminalRun.Screen { get }
}

extension App {
  /// The whole screen.
  public static var screen: TerminalRun.Screen { .fullScreen }

  /// Runs the app in the terminal until it quits, then exits with its status; the bottom
  /// line shows the focused view's ``View/keyHints(_:)`` (see ``/TerminalCore/KeyHintsFooter``).
  public static func main() async {
    var run = TerminalRun()
    run.screen = screen
    exit(await run.run(KeyHintsFooter(Self().body.makeRenderer())))
  }
}

/// What an app shows in the terminal: a ``WindowGroup`` of views.
@MainActor
public protocol Scene {
  /// A new, unmounted renderer of the scene.
  func makeRenderer() -> any Renderer
}

extension Scene {
  /// The scene on screens of at least `width`×`height`; below that a notice says how big the
  /// screen must be, and keys wait until it grows.
  ///
  /// ```swift
  /// WindowGroup { FormView(model: form) }.minimumSize(width: 40, height: 12)
  /// ```
  public func minimumSize(width: Int, height: Int) -> some Scene {
    MinimumSizeScene(content: self, minimumSize: Size(width: width, height: height))
  }
}

/// A scene shown only on a screen big enough (see ``Scene/minimumSize(width:height:)``).
struct MinimumSizeScene<Content: Scene>: Scene {
  let content: Content
  let minimumSize: Size

  func makeRenderer() -> any Renderer {
    MinimumSizeRenderer(content.makeRenderer(), minimumSize: minimumSize)
  }
}

/// A scene showing a view tree on the whole terminal.
///
/// ```swift
/// WindowGroup { CounterView(counter: counter) }
/// ```
public struct WindowGroup<Content: View>: Scene {
  private let content: @MainActor () -> Content

  /// A scene of `content`, built anew each time the scene is mounted.
  public init(@ViewBuilder content: @escaping @MainActor () -> Content) {
    self.content = content
  }

  /// A ``ViewRenderer`` of the content.
  ///
  /// ```swift
  /// let renderer = WindowGroup { CounterView(counter: counter) }.makeRenderer()
  /// ```
  public func makeRenderer() -> any Renderer { ViewRenderer(content) }
}
