/// The one line of key hints for the screen on top, in the same words in every renderer.
///
/// Hints follow focus (the form names the keys of its focused control), list the screen's
/// commands from its key table (see `AppViewModel+Keys.swift`), offer "? help" outside text
/// fields, and show "q quit" exactly where `q` quits: outside text fields with no form,
/// sheet or alert open.
extension AppViewModel {
  /// The hints, two spaces between entries.
  public var keyHints: String {
    let entries: [String]
    switch selectedTab {
    case .one: entries = ["⏎ go to inventory", "1 2 3 tabs"]
    case .three: entries = ["1 2 3 tabs"]
    case .inventory: entries = InventoryKeyTable(inventoryViewModel).hintEntries
    }
    let help = isEditingText ? [] : ["? help"]
    let quit = hasOpenScreen || isEditingText ? [] : ["q quit"]
    return (entries + help + quit).joined(separator: "  ")
  }
}

extension ItemViewModel {
  /// What the focused control's keys do.
  var focusedFieldHints: [String] {
    switch focusedField {
    case .name: ["type name", "←→ cursor"]
    case .color: ["⏎ choose color"]
    case .quantity: ["←→ −/+ quantity"]
    case .isOnBackOrder: ["⏎ toggle"]
    case .markAsSoldOut, .backInStock: ["⏎ press"]
    case nil: []
    }
  }
}
