import Inventory
import InventorySession
import TerminalCore
import TestSupport
import Testing

/// Ctrl-P in every renderer: the screen's key table and the session's commands, filtered as
/// typed, run on Enter; modal; kept open across a swap; "copy the link" and ^Y in the link
/// prompt write the link to the terminal's clipboard and say so only when it was written.
@MainActor
struct PaletteBehaviourTests {
  /// A clipboard that keeps what it is given, as a terminal taking OSC 52 would.
  @MainActor
  final class Copies {
    var texts: [String] = []
    lazy var clipboard = Clipboard { [unowned self] text in
      texts.append(text)
      return true
    }
  }

  @Test(arguments: RendererKind.allCases)
  func typingDuplOnTheListAndEnterOpensTheDuplicateForm(kind: RendererKind) async throws {
    let app = try await Behaviour(kind, playing: "2<C-p>dupl")
    #expect(app.screen.contains("› dupl"), "\(kind): the palette draws:\n\(app.screen)")
    let row = try #require(app.lines.first { $0.contains("│ duplicate") })
    #expect(row.contains(" d │"), "with its key")
    try await app.play("<Enter>")
    let form = try #require(app.inventory.route?.duplicateForm, "\(kind)")
    #expect(form.nameField.text == "Keyboard")
    #expect(!app.screen.contains("Commands"))
  }

  @Test(arguments: RendererKind.allCases)
  func keysTypedIntoThePaletteNeverReachTheScreen(kind: RendererKind) async throws {
    let app = try await Behaviour(kind, playing: "2<C-p>xar/q<Down><Esc>")
    #expect(app.inventory.route == nil, "\(kind): x, a and r opened nothing")
    #expect(app.inventory.focus == .list, "/ did not focus the filter")
    #expect(!app.session.wantsToQuit)
    #expect(app.unusedEvents.isEmpty)
    #expect(app.inventory.highlightedRow?.item.name == "Keyboard", "↓ moved no row")
  }

  @Test(arguments: RendererKind.allCases)
  func aSwapKeepsThePaletteOpenWithItsQuery(kind: RendererKind) async throws {
    let app = try await Behaviour(kind, playing: "2<C-p>sort<F2>")
    #expect(app.session.rendererKind != kind)
    #expect(app.screen.contains("› sort"), "\(kind) → \(app.session.rendererKind)")
    try await app.play("<F3><Enter>")
    #expect(app.inventory.sortOrder == ItemSortOrder(.name))
  }

  @Test(arguments: RendererKind.allCases)
  func thePaletteListsTheScreenOnTop(kind: RendererKind) async throws {
    let app = try await Behaviour(kind, playing: "2a<C-p>")
    #expect(app.screen.contains("next field"), "\(kind): the form's commands")
    try await app.play("dupl")
    #expect(app.screen.contains(CommandPaletteBox.noMatchText), "not the list's")
    try await app.play("<Esc>")
    #expect(app.inventory.route?.addForm != nil, "Esc closed the palette, not the sheet")
  }

  @Test func copyTheLinkWritesItAndTheBarSaysSo() async throws {
    let app = try await Behaviour(.declarative, playing: "2s")
    let copies = Copies()
    app.session.clipboard = copies.clipboard
    try await app.play("<C-p>copy<Enter>")
    #expect(copies.texts == ["nav:///inventory?sort=name"])
    #expect(app.session.message == "Copied nav:///inventory?sort=name")
  }

  @Test func openingThePaletteAnswersAMessageThatWouldCoverIt() async throws {
    let app = try await Behaviour(.declarative, playing: "2")
    app.session.show(message: "Not saved: the disk is full")
    try await app.play("<C-p>")
    #expect(app.session.message == nil)
    #expect(app.screen.contains("Commands"))
  }

  @Test func withoutATerminalTakingTheCopyTheBarSaysItWasNotCopied() async throws {
    let app = try await Behaviour(.declarative, playing: "2")
    app.session.clipboard = Clipboard()
    try await app.play("<C-p>copy<Enter>")
    #expect(app.session.message == "Not copied: no terminal to write to")
  }

  @Test func ctrlYInTheLinkPromptCopiesWhatItHolds() async throws {
    let app = try await Behaviour(.imperative, playing: "2")
    let copies = Copies()
    app.session.clipboard = copies.clipboard
    try await app.play("<C-o>/three<C-y>")
    #expect(copies.texts == ["/three"], "the whole text, as edited")
    #expect(app.session.prompt == nil)
    #expect(app.session.message == "Copied /three")
    #expect(app.app.selectedTab == .inventory, "copied, not opened")
  }

  @Test func quitFromThePaletteKeepsAnOpenFormAsQDoes() async throws {
    let app = try await Behaviour(.declarative, playing: "2a")
    var quits = 0
    app.session.onQuit = { quits += 1 }
    try await app.play("<C-p>quit<Enter>")
    #expect(quits == 0)
    #expect(app.session.message?.hasPrefix("Not quitting") == true)
    try await app.play("<Esc><Esc><C-p>quit<Enter>")
    #expect(quits == 1)
    #expect(app.session.wantsToQuit)
  }
}
