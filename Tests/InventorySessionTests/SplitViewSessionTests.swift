import CursesSwap
import CursesTesting
import Inventory
import InventorySession
import TerminalCore
import TestSupport
import Testing

/// Split view in the inventory: for every pair of renderers, each side draws exactly what
/// that renderer draws mounted alone at the side's size, after typing, navigation, an alert
/// and a swap of one side — and what is typed on one side is on the other in the same frame.
@MainActor
struct SplitViewSessionTests {
  nonisolated static let pairs = RendererKind.allCases.flatMap { left in
    RendererKind.allCases.map { right in [left, right] }
  }

  /// A split session at 81×24 with `left` on the left and `right` on the right, keys on the
  /// left.
  private func split(
    _ left: RendererKind, _ right: RendererKind, height: Int = 24
  ) async throws -> SessionHarness {
    let harness = SessionHarness(left, size: Size(width: 81, height: height))
    harness.session.isSplit = true
    harness.session.focusedSide = .right
    try await harness.returnTo(right)
    harness.session.focusedSide = .left
    return harness
  }

  @Test(arguments: pairs)
  func eachSideIsItsRendererAloneAtItsSize(kinds: [RendererKind]) async throws {
    let harness = try await split(kinds[0], kinds[1])
    let steps = [
      ("typing", "2<Enter>Pad"), ("navigation", "<Esc><Down>d"), ("alert", "<Esc>x<Right>"),
      ("swap one side", "<F2>"), ("back", "<Esc><Esc>1"),
    ]
    for (name, script) in steps {
      try await harness.play(script)
      for side in [SplitSide.left, .right] {
        let drawn = harness.side(side)
        let alone = harness.aloneScreen(of: side)
        #expect(drawn == alone, "\(kinds) \(name), \(side) side:\n\(drawn)\nalone:\n\(alone)")
      }
    }
  }

  @Test(arguments: pairs)
  func whatOneSideTypesTheOtherShowsInTheSameFrame(kinds: [RendererKind]) async throws {
    let harness = try await split(kinds[0], kinds[1])
    try await harness.play("2<Enter><F5>")
    for (index, letter) in "Pad".enumerated() {
      // One turn of the loop: the key, then one frame; the screen is read as it was sent.
      try await harness.play(String(letter))
      let typed = "Keyboard" + "Pad".prefix(index + 1)
      let screen = harness.headless.terminal.screen
      for side in [SplitSide.left, .right] {
        #expect(harness.side(side, of: screen).contains(typed), "\(kinds), \(side) side")
      }
    }
  }

  /// A click goes to the side it lands on, in that side's coordinates, and gives it the keys.
  @Test func aClickOnTheOtherSideActsThereAndTakesTheKeys() async throws {
    let harness = try await split(.declarative, .imperative)
    let right = harness.session.area(of: .right)
    let lines = harness.screen.split(separator: "\n", omittingEmptySubsequences: false)
    let tabs = String(lines[right.minY])
    let column = try #require(tabs.range(of: "3 Three")).lowerBound
    let x = TextWidth.of(String(tabs[..<column])) + 2
    harness.headless.terminal.send(
      .mouse(MouseEvent(kind: .click, position: Point(x: x, y: right.minY))))
    harness.headless.loop.pump()
    #expect(harness.session.focusedSide == .right)
    #expect(harness.app.selectedTab == .three, "the right side's Three tab was clicked")
    try await harness.play("1")
    #expect(harness.app.selectedTab == .one)
  }

  @Test func tooNarrowForTwoShowsTheFocusedSideAndSaysWhy() async throws {
    let harness = SessionHarness(.declarative, size: Size(width: 80, height: 24))
    try await harness.play("<F4>")
    #expect(harness.session.isSplit)
    #expect(harness.screen.hasPrefix(" UI │ F2 Kit │ F3 UI+Kit │ F4 split: 81+ cols"))
    harness.headless.terminal.resize(to: Size(width: 101, height: 24))
    harness.headless.loop.pump()
    #expect(harness.session.otherRendererKind == .imperative)
    try await harness.play("2")
    #expect(
      harness.app.inventoryViewModel.visibleRowCount == 15, "the model pages by a side's list")
  }

  /// Whole split screens, bar included, read like code: the list, an edit with the keys on
  /// the right, and the delete alert each paradigm draws its own way.
  @Test(arguments: [
    ("list", "2<Down>"), ("edit-right-focused", "2<Enter>Pad<F5>"), ("delete-alert", "2x"),
  ])
  func splitScreens(name: String, script: String) async throws {
    let harness = try await split(.declarative, .imperative, height: 16)
    try await harness.play(script)
    expectSnapshot(harness.screen, named: "split-\(name)-81x16")
  }

  @Test func theHelpNamesTheSplitKeys() async throws {
    let harness = SessionHarness(.imperative)
    try await harness.play("?")
    #expect(harness.screen.contains("F2 F3 F4 F5"), "\(harness.screen)")
    #expect(harness.screen.contains("next renderer / split / other side"))
  }
}

extension SessionHarness {
  /// What `side` of the screen shows, styles marked, without the cursor.
  fileprivate func side(_ side: SplitSide) -> String {
    _ = screen
    return self.side(side, of: headless.terminal.screen)
  }

  fileprivate func side(_ side: SplitSide, of screen: Canvas) -> String {
    screen.cropped(to: session.area(of: side)).styledText()
  }

  /// What the renderer of `side` draws mounted alone on the same models at the side's size.
  fileprivate func aloneScreen(of side: SplitSide) -> String {
    let kind =
      side == session.focusedSide ? session.rendererKind : session.otherRendererKind!
    let alone = RendererHarness(
      kind.makeRenderer(for: app), size: session.area(of: side).size)
    defer { alone.unmount() }
    var canvas = alone.terminal.screen
    canvas.cursor = nil
    return canvas.styledText()
  }
}
