import Clocks
import CursesTesting
import Inventory
import InventorySession
import TerminalCore
import TestSupport
import Testing

/// One renderer kind on a fresh seed app, driven through the headless session as a user
/// would: key scripts, clicks and resizes, read back as the models and the screen below the
/// bar. Every behaviour test runs against each ``RendererKind`` with this one fixture, so a
/// behaviour is written once and holds for both renderers.
///
/// The app area (below the session's bar) is `size`, 80×24 by default, so positions and
/// page sizes are those of a renderer mounted on its own at that size.
///
/// ```swift
/// let app = try await Behaviour(kind, playing: "2<Enter>")
/// #expect(app.inventory.route != nil)
/// #expect(app.screen.contains("Inventory › Edit"))
/// ```
@MainActor
final class Behaviour {
  let kind: RendererKind
  let harness: SessionHarness
  private let log: UnusedEventLog

  /// A session showing `kind` on a seed app that `prepare` may change before the first frame.
  init(
    _ kind: RendererKind, size: Size = Size(width: 80, height: 24),
    prepare: (AppViewModel) throws -> Void = { _ in }
  ) rethrows {
    self.kind = kind
    let clock = ManualClock()
    let app = AppViewModel(dependencies: Dependencies(clock: clock, uuid: .incrementing()))
    try prepare(app)
    let log = UnusedEventLog()
    self.log = log
    harness = SessionHarness(
      kind, size: Size(width: size.width, height: size.height + 1), app: app, clock: clock,
      makeRenderer: { RecordingRenderer(wrapping: $0.makeRenderer(for: $1), app: $1, log: log) })
  }

  /// A session showing `kind` after playing `script`.
  convenience init(
    _ kind: RendererKind, size: Size = Size(width: 80, height: 24), playing script: String
  ) async throws {
    self.init(kind, size: size, prepare: { _ in })
    try await play(script)
  }

  var app: AppViewModel { harness.app }
  var inventory: InventoryViewModel { app.inventoryViewModel }
  /// The form of the open sheet, modal or pushed screen.
  var form: ItemViewModel? { inventory.openForm }
  var session: Session { harness.session }
  var terminal: HeadlessTerminal { harness.headless.terminal }

  /// What the renderer drew: the screen below the bar.
  var screen: String { harness.appScreen }
  var lines: [Substring] { screen.split(separator: "\n", omittingEmptySubsequences: false) }

  /// Events that neither the view models' key table nor the renderer used, in order: the
  /// session's to handle (`q`), or nobody's.
  var unusedEvents: [InputEvent] { log.events }

  /// Plays a key script; `<wait …>` advances the manual clock.
  func play(_ script: String) async throws { try await harness.play(script) }

  /// Sends `events` in one turn of the loop, `y` counted from the top of the app area.
  func send(_ events: InputEvent...) {
    let shifted = events.map { event -> InputEvent in
      guard case .mouse(var mouse) = event else { return event }
      mouse.position.y += 1
      return .mouse(mouse)
    }
    terminal.send(shifted)
    harness.headless.loop.pump()
  }

  /// Clicks the cell at `x`, `y` of the app area.
  func click(x: Int, y: Int) {
    send(.mouse(MouseEvent(kind: .click, position: Point(x: x, y: y))))
  }

  /// Clicks the middle of the first `label` drawn on a line containing `line` (any line by
  /// default), wherever the renderer put it. Records an issue when it is not on screen.
  func click(
    on label: String, inLineContaining line: String? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let point = position(of: label, inLineContaining: line) else {
      Issue.record("\"\(label)\" is not on screen:\n\(screen)", sourceLocation: sourceLocation)
      return
    }
    click(x: point.x + TextWidth.of(label) / 2, y: point.y)
  }

  /// Where the first `label` on a line containing `line` starts, in cells of the app area.
  func position(of label: String, inLineContaining line: String? = nil) -> Point? {
    for (row, text) in lines.enumerated() where line.map(text.contains) ?? true {
      if let range = text.range(of: label) {
        return Point(x: TextWidth.of(String(text[..<range.lowerBound])), y: row)
      }
    }
    return nil
  }

  /// Resizes the terminal so the app area is `size`.
  func resize(to size: Size) {
    terminal.resize(to: Size(width: size.width, height: size.height + 1))
    harness.headless.loop.pump()
  }

  /// What the renderer on screen draws at the app size, drawn on its own: the same as
  /// ``screen`` unless the terminal is below the session's minimum size.
  var rendererScreen: String {
    Canvas.frame(session.appSize) { log.mounted?.draw(into: &$0) }.plainText()
  }

  /// The screen a brand-new renderer of the same kind draws on the same models at the app
  /// size.
  func freshScreen() -> String {
    let fresh = RendererHarness(kind.makeRenderer(for: app), size: session.appSize)
    defer { fresh.unmount() }
    return fresh.screen
  }
}

/// The events a session's renderers declined and no key command took, and the renderer on
/// screen.
@MainActor
final class UnusedEventLog {
  var events: [InputEvent] = []
  /// The renderer mounted last.
  weak var mounted: RecordingRenderer?
}

/// A real renderer that logs the events it declines when the screen's key table does not
/// take them either (the table runs after the renderer while a text field is typed in).
@MainActor
final class RecordingRenderer: Renderer {
  private let wrapped: any Renderer
  private let log: UnusedEventLog
  private weak var app: AppViewModel?

  init(wrapping renderer: any Renderer, app: AppViewModel, log: UnusedEventLog) {
    wrapped = renderer
    self.app = app
    self.log = log
  }

  func mount(size: Size, invalidate: @escaping @MainActor () -> Void) {
    log.mounted = self
    wrapped.mount(size: size, invalidate: invalidate)
  }

  func handle(_ event: InputEvent) -> Bool {
    if case .resize = event { return wrapped.handle(event) }
    let commandTakesIt = app?.keyCommands.contains { $0.keys.contains(event) } ?? false
    let used = wrapped.handle(event)
    if !used, !commandTakesIt { log.events.append(event) }
    return used
  }

  func draw(into canvas: inout Canvas) { wrapped.draw(into: &canvas) }

  func unmount() {
    wrapped.unmount()
    app = nil
  }
}
