/// A screen in immediate mode: a function of the model, called for every frame and for every
/// input event, that draws its widgets and acts on what they report. Nothing it makes outlives
/// the call; whatever must last (text, focus, highlight, scroll, an open alert) lives in the
/// model, which is what lets a swap to another paradigm lose nothing.
///
/// ```swift
/// struct CounterScreen: ImmediateScreen {
///   let counter: Counter
///   func draw(_ ui: inout UI) {
///     ui.stepper("Count: \(counter.count)", value: &counter.count, in: -99...99)
///     if ui.key(.character("0")) { counter.count = 0 }
///     ui.keyHints("←→ count  0 reset")
///   }
/// }
/// ```
@MainActor
public protocol ImmediateScreen {
  /// Draws the screen into `ui` and acts on what its widgets report. Called once per frame
  /// with no event, and up to three times per input event (to find the presentation on top,
  /// to offer the event to the widgets, then to the screen's keys; see ``UI``), never in
  /// between: so it must be cheap, and read only what it draws.
  func draw(_ ui: inout UI)
}
