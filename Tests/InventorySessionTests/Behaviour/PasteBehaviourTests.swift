import Inventory
import InventorySession
import TerminalCore
import Testing

/// A bracketed paste arrives as one event, in every renderer: a text input inserts it on
/// one line (line breaks and tabs as spaces, control characters dropped), outside a text
/// input it runs no key, and a paste longer than a field holds is cut to the field's limit
/// with the user told so, in one frame however large.
@MainActor
struct PasteBehaviourTests {
  static let pasted = "Mouse\r\nPad\twith\u{7}wrist rest\n"
  static let asOneLine = "Mouse Pad withwrist rest "

  /// Every text input of the app: the add and edit forms' names, the filter, the rename
  /// alert's field and the Ctrl-O prompt; each with the script that focuses it empty.
  nonisolated static let inputs = [
    ("add form", "2a"), ("edit form", "2<Enter><C-u>"), ("filter", "2/"),
    ("rename alert", "2r<C-u>"), ("link prompt", "<C-o><BS>"),
  ]

  func text(of input: String, in app: Behaviour) -> String? {
    switch input {
    case "filter": app.inventory.filter.text
    case "link prompt": app.session.prompt?.text
    case "rename alert": app.app.focusedText?.text
    default: app.form?.nameField.text
    }
  }

  @Test(arguments: RendererKind.allCases, inputs.map(\.0))
  func aTextInputTakesAPasteOnOneLine(kind: RendererKind, input: String) async throws {
    let script = try #require(Self.inputs.first { $0.0 == input }?.1)
    let app = try await Behaviour(kind, playing: script)
    let route = app.inventory.route
    app.send(.paste(Self.pasted))
    #expect(text(of: input, in: app) == Self.asOneLine)
    #expect(app.inventory.route == route, "the pasted line breaks pressed no Enter")
    #expect(app.session.message == nil)
  }

  @Test(arguments: RendererKind.allCases)
  func outsideATextInputAPasteRunsNoKey(kind: RendererKind) async throws {
    let app = try await Behaviour(kind, playing: "2<Down>")
    let before = app.screen
    app.send(.paste("xq3a\r"))
    #expect(app.inventory.route == nil, "x asked nothing, a opened nothing, Enter edited nothing")
    #expect(app.app.selectedTab == .inventory, "3 changed no tab")
    #expect(!app.session.wantsToQuit, "q did not quit")
    #expect(app.screen == before)
  }

  @Test(arguments: RendererKind.allCases)
  func theLinkPromptSaysWhenAPasteIsLongerThanALink(kind: RendererKind) async throws {
    let app = try await Behaviour(kind, playing: "<C-o>")
    app.send(.paste("/inventory/" + String(repeating: "x", count: 3_000)))
    #expect(app.session.prompt?.text.count == DeepLinkPrompt.maximumLength)
    #expect(app.session.message == "Paste cut: the field kept 2,048 of 3,011 characters")
  }

  @Test(arguments: RendererKind.allCases)
  func aMegabytePasteIsCutToTheFieldAndSaysSo(kind: RendererKind) async throws {
    let app = try await Behaviour(kind, playing: "2a")
    let line = String(repeating: "0123456789abcdef", count: 65_536)  // 1 MiB of ASCII
    app.send(.paste(line))
    let name = try #require(app.form?.nameField)
    #expect(name.count == Item.maximumNameLength)
    #expect(name.text == String(line.prefix(Item.maximumNameLength)))
    let said = "Paste cut: the field kept 100 of 1,048,576 characters"
    #expect(app.session.message == said)
    #expect(app.harness.screen.contains("Paste cut"), "shown in the bar")
  }
}
