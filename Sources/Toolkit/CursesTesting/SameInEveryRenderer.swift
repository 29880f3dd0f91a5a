import CursesSwap
import TerminalCore
import Testing

/// Runs `script` on a fresh app in each of its renderers and expects `observe` to see the
/// same in all of them: the test of a behaviour every renderer shares, written once.
///
/// What is compared is up to the test: the model's state, the screen's text where both
/// frameworks draw it alike, whether the app quit. A difference is reported with the renderer
/// that saw it, the first renderer, and the lines of what they saw that differ.
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
  var seen = RendererObservations<Value>()
  for renderer in makeApp().renderers.map(\.name) {
    let app = AppHarness(makeApp(), renderer: renderer, size: size)
    script(app)
    seen.add(observe(app), from: renderer)
    app.unmount()
  }
  seen.expectAgreement(nil, sourceLocation: sourceLocation)
}

/// Runs `observe` once for each of `renderers` and expects each to see what the first saw:
/// the same test for renderers an app names its own way (an enum of renderer kinds, the two
/// paradigms), where each run sets up its own harness or session.
///
/// Returns what each renderer saw, for what the test checks beyond their agreeing (that the
/// first saw anything at all, say). `comment` starts every message, to tell apart the
/// comparisons of a test that makes several.
///
/// ```swift
/// @Test func tabFocusesTheSameRowInBothFrameworks() async {
///   let rows = await expectSameInEveryRenderer(Paradigm.allCases) { paradigm in
///     let screen = RendererHarness(paradigm.renderer(on: SettingsModel()), size: size)
///     screen.send(.tab)
///     return screen.line(containing: "▸")
///   }
///   #expect(rows.values.first?.value != nil, "a row is highlighted")
/// }
/// ```
@MainActor
@discardableResult
public func expectSameInEveryRenderer<Renderer, Value: Equatable>(
  _ renderers: some Sequence<Renderer>, _ comment: Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation,
  observe: @MainActor (Renderer) async throws -> Value
) async rethrows -> RendererObservations<Value> {
  let seen = try await RendererObservations(renderers, observe: observe)
  seen.expectAgreement(comment, sourceLocation: sourceLocation)
  return seen
}

extension RendererObservations {
  /// Records each disagreement as an issue at `sourceLocation`, after `comment`.
  fileprivate func expectAgreement(_ comment: Comment?, sourceLocation: SourceLocation) {
    for disagreement in disagreements {
      let message = comment.map { "\($0.rawValue): \(disagreement)" } ?? disagreement
      Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
  }
}
