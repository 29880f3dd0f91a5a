import Clocks
import Foundation
import Inventory
import TextEditing

/// Every navigation state the app can reach, with drafts, built through actions as a user
/// would (a hostile name is set as a name from the store or a paste would be).
enum RouteShape: String, CaseIterable, Sendable {
  case tabOne, tabThree, inventory
  case add, addPredicted, addTyped, addUnicode, addZero, addPicker
  case addColor, addSoldOut, addBackOrder, addHostile, addCombining, addTrailingSpace
  case edit, editPicker, editChanged, editEmptyName, editBackInStock, editBackOrderOff
  case editPickerChanged
  case delete
  case duplicate, duplicatePicker, duplicateChanged, duplicateSoldOut
  case inventoryFiltered, inventoryFilteredUnicode, inventoryFilteredNothing
  case inventorySorted, editSortedFiltered
  case addFiltered, editFiltered, editHidden, deleteFiltered
  case rename, renameChanged, renameEmpty, renameHostile, renameFiltered

  /// Control characters, bidi overrides, delimiters, and white space of several kinds.
  static let hostileName =
    "\u{1B}[31mRed\u{07}\u{202E}evil\u{2066}\u{85}\u{200B} & # % = ? + / \t\u{A0}end\u{2028}x"

  @MainActor
  func build(_ app: AppViewModel, clock: ManualClock) async throws {
    let inventory = app.inventoryViewModel
    if self != .tabOne && self != .tabThree { app.selectedTab = .inventory }
    func form() throws -> ItemViewModel {
      guard case .add(let form) = inventory.route else { throw Failure("no add route") }
      return form
    }
    func row(_ item: Item) throws -> ItemRowViewModel {
      guard let row = inventory.row(id: item.id) else { throw Failure("no row") }
      return row
    }
    func edit(_ item: Item) throws -> ItemViewModel {
      try row(item).setEditNavigation(isActive: true)
      guard case .edit(let form) = try row(item).route else { throw Failure("no edit") }
      return form
    }
    func duplicate(_ item: Item) throws -> ItemViewModel {
      try row(item).duplicateButtonTapped()
      guard case .duplicate(let form) = try row(item).route else { throw Failure("no copy") }
      return form
    }
    func rename(_ item: Item) throws -> RenameViewModel {
      try row(item).renameButtonTapped()
      guard case .renameAlert(let draft) = try row(item).route else { throw Failure("no alert") }
      return draft
    }
    func type(filter: String) { inventory.applyFilterEdit(.insert(filter)) }
    if rawValue.hasPrefix("add") { inventory.addButtonTapped() }
    switch self {
    case .tabOne: app.selectedTab = .one
    case .tabThree: app.selectedTab = .three
    case .inventory, .add: break
    case .addPredicted: await clock.advance(by: .milliseconds(500))
    case .addTyped:
      try form().insertText("Salt & Pepper? 100% + more")
      try form().setQuantity(12)
    case .addUnicode: try form().insertText("Café 👨‍👩‍👧 ☕️")
    case .addZero: try form().decrementQuantity()
    case .addPicker:
      try form().insertText("Lamp")
      try form().setColorPickerNavigation(isActive: true)
    case .addColor:
      try form().insertText("Lamp")
      try form().setColorPickerNavigation(isActive: true)
      try form().chooseColor(.red)
      try form().setQuantity(3)
    case .addSoldOut:
      try form().insertText("Keyboard")
      try form().markAsSoldOutButtonTapped()
    case .addBackOrder:
      try form().markAsSoldOutButtonTapped()
      try form().toggleIsOnBackOrder()
    case .addHostile: try form().item.name = Self.hostileName
    case .addCombining: try form().item.name = "\u{301}accent\u{0D4E}"
    case .addTrailingSpace: try form().insertText(" Mouse  ")
    case .edit: _ = try edit(.charger)
    case .editPicker: try edit(.phone).setColorPickerNavigation(isActive: true)
    case .editChanged:
      let form = try edit(.charger)
      form.insertText(" 2")
      form.chooseColor(nil)
      form.markAsSoldOutButtonTapped()
    case .editEmptyName: try edit(.keyboard).item.name = ""
    case .editBackInStock:
      let form = try edit(.phone)
      form.backInStockButtonTapped()
      form.incrementQuantity()
    case .editBackOrderOff: try edit(.phone).toggleIsOnBackOrder()
    case .editPickerChanged:
      let form = try edit(.headphones)
      form.insertText(" Pro")
      form.setColorPickerNavigation(isActive: true)
    case .delete: try row(.headphones).deleteButtonTapped()
    case .duplicate: _ = try duplicate(.keyboard)
    case .duplicatePicker: try duplicate(.keyboard).setColorPickerNavigation(isActive: true)
    case .duplicateChanged:
      let form = try duplicate(.charger)
      form.insertText(" 2")
      form.chooseColor(.pink)
      form.setQuantity(0)
    case .duplicateSoldOut:
      let form = try duplicate(.keyboard)
      form.markAsSoldOutButtonTapped()
      form.toggleIsOnBackOrder()
    case .inventoryFiltered: type(filter: "ar")
    case .inventoryFilteredUnicode: type(filter: "É & 100% #?")
    case .inventoryFilteredNothing: type(filter: "zzz")
    case .inventorySorted:
      app.inventoryViewModel.sortHeaderTapped(.quantity)
      app.inventoryViewModel.sortHeaderTapped(.quantity)
    case .editSortedFiltered:
      app.inventoryViewModel.sortKeyPressed()
      type(filter: "ar")
      try edit(.charger).insertText(" 2")
    case .addFiltered:
      type(filter: "ph")
      try form().insertText("Phone case")
    case .editFiltered:
      type(filter: "ar")
      try edit(.charger).insertText(" 2")
    case .editHidden:
      type(filter: "zzz")
      _ = try edit(.charger)
    case .deleteFiltered:
      type(filter: "ph")
      try row(.headphones).deleteButtonTapped()
    case .rename: _ = try rename(.keyboard)
    case .renameChanged: try rename(.charger).apply(.insert(" Pro"))
    case .renameEmpty:
      let draft = try rename(.phone)
      draft.apply(.moveToEnd)
      for _ in 0..<5 { draft.apply(.deleteBackward) }
    case .renameHostile:
      try rename(.headphones).name = EditableText(Self.hostileName)
    case .renameFiltered:
      type(filter: "KEY")
      try rename(.keyboard).apply(.insert(" & more"))
    }
  }
}
