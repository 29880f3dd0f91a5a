import Clocks
import CursesTesting
import TerminalCore
import Testing
import TextEditing

@testable import journal

/// The journal in both renderers, driven by keys: open an entry, edit its body, swap in the
/// middle of the edit, filter, star, sync.
@MainActor
struct JournalTests {
  nonisolated static let renderers = ["Declarative", "Imperative"]
  static let size = Size(width: 50, height: 14)

  private func run(_ renderer: String, clock: ManualClock = ManualClock())
    -> (AppHarness<JournalApp>, Journal)
  {
    let model = Journal(entries: Journal.sample, clock: clock)
    return (AppHarness(JournalApp(model: model), renderer: renderer, size: Self.size), model)
  }

  @Test(arguments: renderers)
  func enterOpensTheEntryAndTypingGoesIntoItsBody(renderer: String) {
    let (app, model) = run(renderer)
    #expect(app.line(containing: "★ Monday")?.contains("▸") == true)
    app.send(.enter)
    #expect(model.openedID == 1)
    #expect(model.focus == .body)
    #expect(app.screen.contains("Rain all morning."))
    app.type("Grey. ")
    #expect(model.opened.body.text.hasPrefix("Grey. Rain all morning.\n"))
    #expect(model.opened.body.cursor == 6)
    app.send(.escape)
    #expect(model.openedID == nil)
    #expect(model.focus == .list)
  }

  @Test(arguments: renderers)
  func f2MidEditKeepsTheTextAndTheCursorsCell(renderer: String) {
    let (app, model) = run(renderer)
    app.send(.enter)
    app.send(.down, .down, .end)
    app.type("!")
    let cursor = app.terminal.screen.cursor
    let body = app.lines.filter { $0.contains("stacks") }
    app.send(.function(2))
    #expect(app.rendererName != renderer)
    #expect(app.terminal.screen.cursor == cursor, "the cursor in the same cell")
    #expect(app.lines.filter { $0.contains("stacks") } == body)
    app.type("?")
    #expect(model.opened.body.text.hasSuffix("wrote the notes.!?"))
  }

  @Test(arguments: renderers)
  func theFilterShowsStarredEntriesAndSStars(renderer: String) {
    let (app, model) = run(renderer)
    app.send(.down)
    app.send("s")
    #expect(model.entries[1].isStarred)
    app.send(.backTab)
    #expect(model.focus == .filter)
    app.send(.right)
    #expect(model.filter == .starred)
    #expect(app.screen.contains("★ Tuesday"))
    #expect(!app.screen.contains("Wednesday"))
  }

  @Test(arguments: renderers)
  func aSyncShowsItsProgressOnTheClockThenGoes(renderer: String) async {
    let clock = ManualClock()
    let (app, model) = run(renderer, clock: clock)
    app.send(.control("r"))
    #expect(app.screen.contains("Syncing"))
    for _ in 0..<100 where clock.sleeperCount == 0 { await Task.yield() }
    for _ in 0..<4 {
      await clock.advance(by: .milliseconds(100))
      for _ in 0..<100 where clock.sleeperCount == 0 && model.syncProgress != nil {
        await Task.yield()
      }
    }
    #expect(model.syncProgress == 0.4)
    #expect(app.line(containing: "Syncing")?.hasSuffix(" 40%") == true)
    for _ in 0..<6 {
      await clock.advance(by: .milliseconds(100))
      for _ in 0..<100 where clock.sleeperCount == 0 && model.syncProgress != nil {
        await Task.yield()
      }
    }
    #expect(model.syncProgress == nil)
    #expect(!app.screen.contains("Syncing"))
  }
}
