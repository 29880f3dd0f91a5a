import Inventory
import InventorySession
import TerminalCore
import Testing

/// What the session says when a key does nothing, in every renderer: F5 outside split view,
/// q on a screen too small to show the open form.
@MainActor
struct ClearWordsBehaviourTests {
  @Test(arguments: RendererKind.allCases)
  func f5OutsideSplitViewSaysWhy(kind: RendererKind) async throws {
    let app = try await Behaviour(kind, playing: "2<F5>")
    #expect(app.session.message == "F5 moves between split view's sides; F4 opens it")
    #expect(app.harness.headless.screen.contains("F4 opens it"), "\(kind)")
    try await app.play("<F4><F5>")
    #expect(app.session.message == "Split view needs 81 columns; F4 closes it", "\(kind)")
    try await app.play("<resize 100x24><F5>")
    #expect(app.session.focusedSide == .right, "\(kind): with two sides F5 moves to the right")
  }

  @Test(arguments: RendererKind.allCases)
  func theTooSmallNoticeSaysWhatQDoesWithAFormOpen(kind: RendererKind) async throws {
    let app = try await Behaviour(kind, playing: "2<resize 30x8>")
    #expect(app.harness.headless.screen.contains("F2 swaps · q quits"), "\(kind)")
    try await app.play("<resize 80x24>a<resize 30x8>")
    #expect(app.harness.headless.screen.contains("F2 swaps · ^C quits (not q)"), "\(kind)")
    try await app.play("q")
    #expect(!app.session.wantsToQuit, "\(kind): the form is kept")
    #expect(app.session.message == "Not quitting: a form is open; Ctrl-C quits")
    try await app.play("<resize 80x24>")
    #expect(app.form != nil, "\(kind): and is there when the screen is big again")
  }
}
