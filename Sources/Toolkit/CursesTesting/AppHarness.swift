import CursesSwap
import TerminalCore
import Testing

/// A swappable app in a headless terminal, on one of its renderers, driven by keys as a user
/// would: the test harness for an app on CursesSwap.
///
/// The app's ``/CursesSwap/SwapHost`` runs as in the terminal, bar and swap keys included, so a test can
/// swap mid-script and check that nothing was lost. Give a test the renderers' names as
/// arguments to test one behaviour in every renderer (test arguments are evaluated off the
/// main actor, so they are written out; compare them with ``/CursesSwap/SwappableApp/rendererNames``
/// once).
///
/// ```swift
/// @Test(arguments: ["Declarative", "Imperative"])
/// func addingATodo(renderer: String) {
///   let todo = AppHarness(TodoApp(), renderer: renderer, size: Size(width: 48, height: 12))
///   todo.type("Buy milk")
///   todo.send(.enter)
///   expectSnapshot(todo.screen, named: "added-\(renderer)")
///   #expect(todo.app.model.items.count == 1)
/// }
/// ```
@MainActor
open class AppHarness<App: SwappableApp>: RendererHarness {
  /// The app, with its model.
  public let app: App
  /// The host that runs the app's renderers.
  public let host: SwapHost

  /// `app` on the renderer named `renderer` (full or short name, any case; the first by
  /// default), in a terminal of `size`. A name no renderer has fails the test and starts on
  /// the first.
  public init(_ app: App, renderer: String? = nil, size: Size) {
    self.app = app
    let renderers = app.renderers
    var index = 0
    if let renderer {
      if let found = SwapHost.index(named: renderer, in: renderers) {
        index = found
      } else {
        Issue.record("No renderer is called \(renderer)")
      }
    }
    host = SwapHost(renderers, startingAt: index)
    // As `SwappableApp.main()` sets it up.
    host.quitEvents = app.quitEvents
    host.commands = { app.commands }
    app.configure(host)
    super.init(host, size: size)
    quitEvents = app.quitEvents
  }

  /// The name of the renderer on screen.
  public var rendererName: String { host.active.name }
}
