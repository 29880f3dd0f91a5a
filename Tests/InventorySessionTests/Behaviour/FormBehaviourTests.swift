import Inventory
import InventorySession
import TerminalCore
import Testing

/// The item form driven by keys: confirming with Ctrl-S, saving, timers, the controls.
@MainActor
struct FormBehaviourTests {
  @Test(arguments: RendererKind.allCases)
  func controlSAddsTheNewItem(kind: RendererKind) async throws {
    let app = try await Behaviour(kind, playing: "2aMouse<C-s>")
    let items = app.inventory.items
    #expect(items.count == 5)
    #expect(items.last?.name == "Mouse")
    #expect(app.inventory.route == nil)
    #expect(app.inventory.highlightedRow?.item.name == "Mouse")
    #expect(app.screen.contains("▸ Mouse"))
  }

  @Test(arguments: RendererKind.allCases)
  func controlSSavesWithASavingStateThenPops(kind: RendererKind) async throws {
    let app = try await Behaviour(kind, playing: "2<Enter><End> Pro<C-s>")
    let row = try #require(app.inventory.row(id: Item.keyboard.id))
    #expect(row.isSaving)
    #expect(app.screen.contains("Saving…"))
    // Disabled while saving: a second Ctrl-S does not start another save.
    try await app.play("<C-s><wait 999ms>")
    #expect(row.isSaving)
    try await app.play("<wait 1ms>")
    #expect(!row.isSaving)
    #expect(row.item.name == "Keyboard Pro")
    #expect(row.route == nil)
    #expect(app.inventory.route == nil)
    #expect(app.screen.contains("▸ Keyboard Pro"))
  }

  @Test(arguments: RendererKind.allCases)
  func duplicateModalAddsACopy(kind: RendererKind) async throws {
    let app = try await Behaviour(kind, playing: "2d")
    try #require(
      app.inventory.route?.duplicateForm != nil && app.inventory.route?.rowID == Item.keyboard.id,
      "duplicate of the keyboard not open")
    #expect(app.screen.contains("Duplicate"))
    try await app.play("<C-s>")
    #expect(app.inventory.route == nil)
    #expect(app.inventory.items.count == 5)
    #expect(app.inventory.items.filter { $0.name == "Keyboard" }.count == 2)
  }

  /// In the add sheet and on the edit screen.
  @Test(arguments: RendererKind.allCases)
  func duplicateNameWarningAfter300Milliseconds(kind: RendererKind) async throws {
    for script in ["2aCharger", "2<Enter><BS><BS><BS><BS><BS><BS><BS><BS>Charger"] {
      let app = try await Behaviour(kind, playing: script + "<wait 299ms>")
      #expect(app.form?.nameIsDuplicate == false, "\(script)")
      #expect(!app.screen.contains("⚠"), "\(script)")
      try await app.play("<wait 1ms>")
      #expect(app.form?.nameIsDuplicate == true, "\(script)")
      #expect(app.screen.contains("⚠ Another item is named this"), "\(script)")
    }
  }

  @Test(arguments: RendererKind.allCases)
  func addPredictionAfter500Milliseconds(kind: RendererKind) async throws {
    let app = try await Behaviour(kind, playing: "2a<wait 499ms>")
    #expect(!app.screen.contains("Bluetooth Keyboard"))
    try await app.play("<wait 1ms>")
    #expect(app.form?.item.name == "Bluetooth Keyboard")
    #expect(app.screen.contains("Bluetooth Keyboard"))
  }

  @Test(arguments: RendererKind.allCases)
  func pinkAfter500Milliseconds(kind: RendererKind) async throws {
    let app = try await Behaviour(kind, playing: "2<Enter><Down><Enter><wait 499ms>")
    #expect(app.form?.newColors.isEmpty == true)
    #expect(!app.screen.contains("Pink"))
    try await app.play("<wait 1ms>")
    #expect(app.form?.newColors.map(\.name) == ["Pink"])
    #expect(app.screen.contains("██ Pink"))
  }

  @Test(arguments: RendererKind.allCases)
  func choosingAColorSetsItAndPops(kind: RendererKind) async throws {
    let app = try await Behaviour(kind, playing: "2<Enter><Down><Enter><Up><Enter>")
    let form = try #require(app.form)
    #expect(form.item.color == .green)
    #expect(form.route == nil)
    #expect(form.focusedField == .color)
    #expect(app.screen.contains("██ Green"))
    #expect(!app.screen.contains("› Color"))
  }

  /// Every colour picker has a Back control that a click pops, as Esc does, keeping the colour.
  @Test(arguments: RendererKind.allCases)
  func theColorPickersBackControlPopsIt(kind: RendererKind) async throws {
    let app = try await Behaviour(kind, playing: "2<Enter><Down><Enter><Down>")
    let form = try #require(app.form)
    #expect(form.route != nil)
    app.click(on: "‹ Back")
    #expect(form.route == nil, "\(kind): back on the form")
    #expect(form.item.color == .blue, "\(kind): a highlight is not a choice")
  }

  /// The pickers' scroll follows their highlight, so a wheel notch moves the highlight a row,
  /// as an arrow key does, in every renderer; on a short screen that scrolls the picker.
  @Test(arguments: RendererKind.allCases)
  func theWheelMovesThePickersHighlightAndScrollsIt(kind: RendererKind) async throws {
    let app = try await Behaviour(
      kind, size: Size(width: 40, height: 11), playing: "2<Enter><Down><Enter><Up><Up><Up>")
    let form = try #require(app.form)
    #expect(form.highlightedColorIndex == 0, "\(kind): on None")
    let red = try #require(app.position(of: "Red"))
    for _ in 0..<8 { app.send(.mouse(MouseEvent(kind: .wheelDown, position: red))) }
    #expect(form.highlightedColorIndex == 6, "\(kind): eight notches from None, clamped to White")
    #expect(!app.screen.contains("None"), "\(kind): scrolled\n\(app.screen)")
    #expect(app.screen.contains("White"))
    for _ in 0..<2 { app.send(.mouse(MouseEvent(kind: .wheelUp, position: red))) }
    #expect(form.highlightedColorIndex == 4, "\(kind)")
    #expect(form.route != nil && form.item.color == .blue, "\(kind): nothing chosen")
  }

  @Test(arguments: RendererKind.allCases)
  func stepperToggleAndStockButtons(kind: RendererKind) async throws {
    let app = try await Behaviour(kind, playing: "2<Enter><Tab><Tab>")
    let form = try #require(app.form)
    #expect(form.focusedField == .quantity)
    try await app.play("<Right><Right><Left>+")
    #expect(form.item.status == .inStock(quantity: 102))
    try await app.play("-")
    #expect(form.item.status == .inStock(quantity: 101))
    try await app.play("<Down><Enter>")
    #expect(form.item.status == .outOfStock(isOnBackOrder: false))
    #expect(form.focusedField == .backInStock)
    try await app.play("<Up><Space>")
    #expect(form.item.status == .outOfStock(isOnBackOrder: true))
    #expect(app.screen.contains("[x] Is on back order?"))
  }

  @Test(arguments: RendererKind.allCases)
  func downMovesBetweenFieldsLikeTab(kind: RendererKind) async throws {
    let app = try await Behaviour(kind, playing: "2<Enter><Down><Down>")
    let form = try #require(app.form)
    #expect(form.focusedField == .quantity)
    try await app.play("<Right>+-")
    #expect(form.item.status == .inStock(quantity: 101))
  }

  @Test(arguments: RendererKind.allCases)
  func nameFieldEditsAtTheCursor(kind: RendererKind) async throws {
    let cases = [
      ("2<Enter><Home><Right>é漢<Delete>", "Ké漢yboard", 3),
      ("2<Enter><Home><Right><Delete>é👍🏽<End><BS>", "Ké👍🏽yboar", 8),
    ]
    for (script, name, cursor) in cases {
      let app = try await Behaviour(kind, playing: script)
      let form = try #require(app.form)
      #expect(form.item.name == name, "\(script)")
      #expect(form.nameCursor == cursor, "\(script)")
      #expect(app.screen.contains(name), "\(script)")
    }
  }
}
