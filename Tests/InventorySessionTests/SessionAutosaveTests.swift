import Inventory
import InventorySession
import Testing

/// The session state is saved once, `SessionAutosave.delay` after the first of a burst of
/// changes, on the injected clock; nothing is saved while nothing changes.
@MainActor
struct SessionAutosaveTests {
  let running = SessionHarness(.declarative)

  @Test func aBurstOfChangesIsSavedOnceAfterTheDelay() async throws {
    var saved: [SessionState] = []
    let autosave = SessionAutosave(app: running.app, renderer: { running.session.rendererKind }) {
      saved.append($0)
    }
    try await running.play("2<Enter>Pad")
    #expect(saved.isEmpty)
    try await running.play("<wait 499ms>")
    #expect(saved.isEmpty, "not before the delay")
    try await running.play("<wait 1ms>")
    #expect(saved.count == 1)
    let form = try #require(
      saved.last?.route?.editFormAtRest,
      "the edit draft was not saved: \(String(describing: saved.last))")
    #expect(form.item.name == "KeyboardPad")
    #expect(form.nameCursor == 11)
    try await running.play("<wait 2s>")
    #expect(saved.count == 1, "no change, no save")
    try await running.play("<Left><wait 500ms>")
    #expect(saved.count == 2)
    let edited = try #require(
      saved.last?.route?.editFormAtRest,
      "the last save is not of the edit screen: \(String(describing: saved.last))")
    #expect(edited.nameCursor == 10)
    autosave.stop()
  }

  @Test func aSwapIsSavedWithTheNewRenderer() async throws {
    var saved: [SessionState] = []
    let autosave = SessionAutosave(app: running.app, renderer: { running.session.rendererKind }) {
      saved.append($0)
    }
    running.session.onRendererSwap = { autosave.setNeedsSave() }
    try await running.play("<F2><wait 500ms>")
    #expect(saved.last?.renderer == "imperative")
    autosave.saveNow()
    #expect(saved.count == 2, "saveNow saves at once")
    autosave.stop()
  }
}
