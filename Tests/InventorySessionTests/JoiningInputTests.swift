import Inventory
import InventorySession
import TerminalCore
import TestSupport
import Testing

/// Scalars that join the character before them, typed one at a time as a terminal delivers
/// them, into every text input: the name field in each renderer and the Ctrl-O prompt.
@MainActor
struct JoiningInputTests {
  /// Sends each scalar as its own event, decoded from its code point as terminal input is.
  private func type(_ sample: JoiningText, into running: SessionHarness) throws {
    for scalar in sample.scalars {
      let event = try #require(KeyDecoder.event(character: scalar.value))
      running.headless.terminal.send(event)
      running.headless.loop.pump()
    }
  }

  @Test(arguments: RendererKind.allCases, JoiningText.all)
  func theNameFieldJoinsScalarsTypedOneAtATime(_ renderer: RendererKind, _ sample: JoiningText)
    async throws
  {
    let running = SessionHarness(renderer)
    try await running.play("2aAb<Left>")
    try type(sample, into: running)
    let form = try #require(running.app.inventoryViewModel.route?.addForm, "the add form is open")
    #expect(form.item.name == "A" + sample.text + "b")
    #expect(form.nameCursor == 1 + sample.characterCount)
    #expect(running.appScreen.contains("Name"))
    try await running.play("<BS><End><BS>")
    #expect(form.item.name.count == sample.characterCount)
    #expect(form.nameCursor == sample.characterCount)
  }

  @Test(arguments: RendererKind.allCases, JoiningText.all)
  func thePromptJoinsScalarsTypedOneAtATime(_ renderer: RendererKind, _ sample: JoiningText)
    async throws
  {
    let running = SessionHarness(renderer)
    try await running.play("<C-o>/x<Left>")
    try type(sample, into: running)
    let prompt = try #require(running.session.prompt)
    #expect(prompt.text == "/" + sample.text + "x")
    #expect(prompt.cursor == 1 + sample.characterCount)
    #expect(running.screen.contains("Open link"))
    try await running.play("<BS><Right><BS>")
    #expect(running.session.prompt?.text == "/" + String(sample.text.dropLast()))
  }
}
