import TextEditing

/// Taking the session state out of the view models and putting it back.
///
/// Restoring builds the same models the user's keys had built, through the models' own
/// actions and properties, so the routes stay in sync and both renderers draw the same screen
/// as before. Work that was in flight is settled the way the model defines it:
/// - a save that had started is started again with the same item: it is committed when it
///   finishes, and until then the edit screen is an open draft showing "Saving…" (it was not
///   committed before the quit, so nothing is half-applied);
/// - a name prediction that had not happened yet is started again for the restored sheet;
/// - the colour picker's "New colors" that had loaded are back at once; if they had not, the
///   picker loads them again as it does when it opens;
/// - the filter and the rename alert's draft come back with their cursors; a gauge that was
///   moving comes back at rest on its quantity (a move lasts 300 ms, less than a save's delay).
///
/// ```swift
/// let state = SessionState(app)        // on the way out
/// newApp.restore(state)                 // on the next launch, over the stored items
/// ```
extension AppViewModel {
  /// Puts `state` on screen over the current items.
  ///
  /// Screens of rows that are no longer in the inventory, and highlights of such rows, are
  /// dropped; a state from a newer format is ignored.
  public func restore(_ state: SessionState) {
    guard state.version <= SessionState.currentVersion else { return }
    let inventory = inventoryViewModel
    selectedTab = state.selectedTab
    inventory.route = nil
    // The order and the filter first: they decide which rows are listed where, so which can
    // be highlighted and how far the list scrolls.
    inventory.sortOrder = state.sortOrder
    inventory.filter = EditableText(state.filter)
    switch state.route {
    case .add(let value):
      let form = makeForm(value, in: inventory)
      inventory.route = .add(form)
      if state.isPredictingName { form.startNamePrediction() }
    case .row(let id, let rowRoute):
      guard let row = inventory.row(id: id) else { break }
      switch rowRoute {
      case .deleteAlert(let button):
        row.route = .deleteAlert
        row.focusedAlertButton = button
      case .duplicate(let value):
        row.route = .duplicate(makeForm(value, in: inventory))
      case .edit(let value, let saving):
        row.route = .edit(makeForm(value, in: inventory))
        if let saving { row.startSave(saving, progress: value.saveProgress) }
      case .renameAlert(let value):
        let draft = row.makeRenameDraft()
        draft.name = EditableText(value.name)
        draft.focus = value.focus
        draft.isMissingName = value.isMissingName
        row.route = .renameAlert(draft)
      }
    case nil:
      break
    }
    inventory.focus = state.inventoryFocus
    if let id = state.highlightedRowID, inventory.items.contains(id: id) {
      inventory.highlightedRowID = id
    }
    inventory.scrollOffset = state.scrollOffset
  }

  /// A form of `inventory` holding `value`.
  private func makeForm(_ value: SessionState.Form, in inventory: InventoryViewModel)
    -> ItemViewModel
  {
    let form = ItemViewModel(
      item: value.item, dependencies: inventory.dependencies, isNameTaken: inventory.nameChecker)
    // Loaded colours first: they decide which picker rows exist, and whether opening the
    // picker loads them again.
    form.newColors = value.newColors
    if value.isColorPickerOpen { form.route = .colorPicker }
    form.highlightedColorIndex = value.highlightedColorIndex
    form.focusedField = value.focusedField
    form.nameCursor = value.nameCursor
    form.nameWasEdited = value.nameWasEdited
    form.isMissingName = value.isMissingName
    return form
  }
}

extension SessionState {
  /// The session state `app` shows now.
  @MainActor
  public init(_ app: AppViewModel) {
    let inventory = app.inventoryViewModel
    selectedTab = app.selectedTab
    inventoryFocus = inventory.focus
    highlightedRowID = inventory.highlightedRowID
    scrollOffset = inventory.scrollOffset
    sortOrder = inventory.sortOrder
    if !inventory.filter.isEmpty {
      filter = EditedText(text: inventory.filter.text, cursor: inventory.filter.cursor)
    }
    switch inventory.route {
    case .add(let form):
      route = .add(Form(form))
      isPredictingName = form.isPredictingName
    case .row(let id, let rowRoute):
      let row = inventory.row(id: id)
      switch rowRoute {
      case .deleteAlert:
        route = .row(id: id, route: .deleteAlert(focusedButton: row?.focusedAlertButton ?? .cancel))
      case .duplicate(let form):
        route = .row(id: id, route: .duplicate(Form(form)))
      case .edit(let form):
        var value = Form(form)
        value.saveProgress = row?.saveProgress ?? 0
        route = .row(id: id, route: .edit(value, saving: row?.itemBeingSaved))
      case .renameAlert(let draft):
        let name = EditedText(text: draft.name.text, cursor: draft.name.cursor)
        route = .row(
          id: id,
          route: .renameAlert(
            Rename(name: name, focus: draft.focus, isMissingName: draft.isMissingName)))
      }
    case nil:
      route = nil
    }
  }
}

extension SessionState.Form {
  /// The value of `form`.
  @MainActor
  public init(_ form: ItemViewModel) {
    self.init(
      item: form.item, nameCursor: form.nameCursor, focusedField: form.focusedField,
      isColorPickerOpen: form.route == .colorPicker,
      highlightedColorIndex: form.highlightedColorIndex, newColors: form.newColors,
      nameWasEdited: form.nameWasEdited, isMissingName: form.isMissingName)
  }
}

extension EditableText {
  /// A name or filter field holding `value` (empty for `nil`), at most
  /// ``Item/maximumNameLength`` characters of typing.
  init(_ value: SessionState.EditedText?) {
    self.init(
      value?.text ?? "", cursor: value?.cursor, maximumLength: Item.maximumNameLength)
  }
}
