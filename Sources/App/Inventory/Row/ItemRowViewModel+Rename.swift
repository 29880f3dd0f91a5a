/// Renaming a row in place, through the rename alert (`r` on the list).
///
/// The new name is committed the way a saved edit is: by setting the row's item, which hands
/// an `.update` to the store (see `InventoryViewModel+Commits.swift`). Unlike Save on the edit
/// screen there is no one-second save to wait for: an alert closes at once.
extension ItemRowViewModel {
  /// `r`: opens the rename alert on the item's name, with the text field focused.
  public func renameButtonTapped() {
    route = .renameAlert(makeRenameDraft())
  }

  /// The rename alert's "Rename" (and Enter in its field): sets the draft's name and closes.
  ///
  /// A blank name is refused: nothing changes but the draft, which says why (as the item form
  /// refuses one). A name another item has is allowed, as the form allows it; the alert warns.
  public func renameConfirmationButtonTapped() {
    guard case .renameAlert(let draft) = route else { return }
    guard draft.hasName else {
      draft.isMissingName = true
      return
    }
    let name = draft.name.text
    route = nil
    if item.name != name { item.name = name }
  }

  /// A rename draft of this row's item.
  func makeRenameDraft() -> RenameViewModel {
    RenameViewModel(item: item, dependencies: dependencies, isNameTaken: nameChecker)
  }
}
