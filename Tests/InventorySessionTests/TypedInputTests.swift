import Inventory
import InventorySession
import Testing

/// What the user typed is never thrown away: not by the name prediction, not by a save, not
/// by `q`; and a nameless item is refused with a reason. Each in both renderers, by keys.
@MainActor
struct TypedInputTests {
  private func addForm(_ running: SessionHarness) -> ItemViewModel? {
    if case .add(let form) = running.app.inventoryViewModel.route { form } else { nil }
  }

  private func editForm(_ running: SessionHarness) -> ItemViewModel? {
    if case .row(_, .edit(let form)) = running.app.inventoryViewModel.route { form } else { nil }
  }

  @Test(arguments: RendererKind.allCases)
  func thePredictionNeverOverwritesTypedText(_ renderer: RendererKind) async throws {
    let running = SessionHarness(renderer)
    try await running.play("2aMou<wait 600ms>")
    #expect(addForm(running)?.item.name == "Mou")
    // Typed and deleted is touched too: the empty name stays empty.
    let erased = SessionHarness(renderer)
    try await erased.play("2aM<BS><wait 600ms>")
    #expect(addForm(erased)?.item.name == "")
    let untouched = SessionHarness(renderer)
    try await untouched.play("2a<wait 600ms>")
    #expect(addForm(untouched)?.item.name == "Bluetooth Keyboard")
  }

  @Test(arguments: RendererKind.allCases)
  func theFormIsReadOnlyWhileSavingAndSaysSo(_ renderer: RendererKind) async throws {
    let running = SessionHarness(renderer)
    try await running.play("2<Enter>X<C-s><wait 300ms>Y<BS><Tab><Right>")
    let form = try #require(editForm(running))
    #expect(form.item.name == "KeyboardX")
    #expect(form.item.status == .inStock(quantity: 100))
    #expect(running.appScreen.contains("read-only"))
    try await running.play("<wait 700ms>")
    #expect(
      running.app.inventoryViewModel.row(id: Item.keyboard.id)?.item.name == "KeyboardX")
    #expect(running.app.inventoryViewModel.route == nil)
  }

  @Test(arguments: RendererKind.allCases)
  func escDuringASaveCancelsIt(_ renderer: RendererKind) async throws {
    let running = SessionHarness(renderer)
    try await running.play("2<Enter>X<C-s><wait 300ms><Esc><wait 1s>")
    let row = try #require(running.app.inventoryViewModel.row(id: Item.keyboard.id))
    #expect(row.item.name == "Keyboard")
    #expect(!row.isSaving)
    try await running.play("<Enter>")
    let form = try #require(editForm(running))
    #expect(form.item.name == "Keyboard")
    #expect(!running.appScreen.contains("Saving…"))
  }

  @Test(arguments: RendererKind.allCases, ["2aMo<Tab>", "2<Enter>Z<Tab>", "2x", "2d<Tab>"])
  func qKeepsAnOpenFormOrAlertAndSaysHowToLeave(_ renderer: RendererKind, _ script: String)
    async throws
  {
    let running = SessionHarness(renderer)
    try await running.play(script)
    let before = fingerprint(running.app)
    try await running.play("q")
    #expect(!running.session.wantsToQuit)
    #expect(fingerprint(running.app) == before)
    #expect(running.screen.contains("Esc closes it, Ctrl-C quits"))
    try await running.play("<Esc><Esc>q")
    #expect(running.session.wantsToQuit)
  }

  @Test(
    arguments: RendererKind.allCases,
    ["2a<C-s>", "2a   <C-s>", "2d<C-u><C-s>", "2<Enter><C-u><C-s>"])
  func aNamelessItemIsRefusedWithAReason(_ renderer: RendererKind, _ script: String)
    async throws
  {
    let running = SessionHarness(renderer)
    try await running.play(script)
    let inventory = running.app.inventoryViewModel
    #expect(inventory.items.count == Item.seed.count)
    #expect(inventory.route != nil)
    #expect(inventory.row(id: Item.keyboard.id)?.isSaving == false)
    #expect(running.appScreen.contains("An item needs a name"))
    try await running.play("N")
    #expect(!running.appScreen.contains("An item needs a name"))
  }
}

/// "Saving…" shows progress: a spinner that turns every 100 ms of the save, on the clock.
@MainActor
struct SavingProgressTests {
  @Test(arguments: RendererKind.allCases)
  func theSaveButtonSpinsWhileSaving(_ renderer: RendererKind) async throws {
    let running = SessionHarness(renderer)
    try await running.play("2<Enter>X<C-s>")
    #expect(running.appScreen.contains("⠋ Saving…"))
    try await running.play("<wait 300ms>")
    #expect(running.appScreen.contains("⠸ Saving…"))
    try await running.play("<wait 200ms>")
    #expect(running.appScreen.contains("⠴ Saving…"))
    try await running.play("<wait 500ms>")
    #expect(!running.appScreen.contains("Saving…"))
    #expect(
      running.app.inventoryViewModel.row(id: Item.keyboard.id)?.item.name == "KeyboardX")
  }
}
