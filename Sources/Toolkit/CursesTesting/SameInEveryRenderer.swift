import CursesSwap
import TerminalCore
import Testing

/// Runs `script` on a fresh app in each of its renderers and expects `observe` to see the
/// same in all of them: the test of a behaviour every renderer shares, written once.
///
/// What is compared is up to the test: the model's state, the screen's text where both
/// frameworks draw it alike, whether the app quit. A difference is reported with the renderer
/// that saw it and what the first renderer saw.
///
/// ```swift
/// @Test func typingAndEnterAddsAnItem() {
///   expectSameInEveryRenderer(of: { TodoApp(model: TodoList()) }, size: Size(width: 48, height: 12)) { app in
///     app.type("Buy milk")
///     app.send(.enter)
///   } observe: { app in app.app.model.items.map(\.title) }
/// }
/// ```
@MainActor
public func expectSameInEveryRenderer<App: SwappableApp, Value: Equatable>(
  of makeApp: @MainActor () -> App, size: Size,
  _ script: @MainActor (AppHarness<App>) -> Void,
  observe: @MainActor (AppHarness<App>) -> Value,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  var first: (renderer: String, value: Value)?
  for renderer in makeApp().renderers.map(\.name) {
    let app = AppHarness(makeApp(), renderer: renderer, size: size)
    script(app)
    let value = observe(app)
    app.unmount()
    guard let first else {
      first = (renderer, value)
      continue
    }
    if value != first.value {
      let message = "\(renderer) differs from \(first.renderer):"
      Issue.record(
        "\(message)\n\(renderer): \(value)\n\(first.renderer): \(first.value)",
        sourceLocation: sourceLocation)
    }
  }
}
