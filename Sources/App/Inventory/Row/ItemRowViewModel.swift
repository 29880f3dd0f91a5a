import Foundation
import Observation

/// One row of the inventory list and the screens it opens: edit, duplicate, delete and rename
/// alerts (see `ItemRowViewModel+Route.swift`).
///
/// An ``InventoryViewModel`` keeps its items as values and makes a row's view model when
/// something asks for it (``InventoryViewModel/row(id:)``: a renderer showing the row, a link
/// opening its screen); it lives while something holds it. Inside an inventory the row's
/// ``item`` is written back to the inventory's items, and its ``route`` and the inventory's
/// route stay in sync both ways; ``deleteConfirmationButtonTapped()`` and
/// ``duplicate(item:)`` act on the inventory.
///
/// ```swift
/// let row = inventory.row(id: Item.keyboard.id)!
/// row.setEditNavigation(isActive: true)   // inventory.route == .row(id:route: .edit(…))
/// ```
@Observable
@MainActor
public final class ItemRowViewModel: Identifiable, Hashable {
  /// The row's identity: the id of its item, which never changes. (`let`, not read from
  /// ``item``, so the rows can be compared and hashed off the main actor.)
  public nonisolated let id: Item.ID

  /// The item the row shows. Assigning an item with another id keeps the row's ``id``.
  public var item: Item {
    didSet {
      guard item.id == id else {
        // Assigning again runs this observer again, and that run tells the inventory.
        item.id = id
        return
      }
      if item != oldValue { parent?.rowItemDidChange(self) }
    }
  }

  /// The screen the row has opened, if any.
  public var route: Route? {
    didSet { routeDidChange(from: oldValue) }
  }

  /// The delete alert's button under the keyboard cursor; "Cancel" whenever the alert opens,
  /// so a stray Enter never deletes.
  ///
  /// ```swift
  /// row.deleteButtonTapped()          // focusedAlertButton == .cancel
  /// row.focusedAlertButton = .delete  // the cursor on "Delete"
  /// ```
  public var focusedAlertButton = AlertButton.cancel

  /// Whether an edit is being saved; the Save button shows progress and is disabled.
  public var isSaving: Bool { save != nil }

  /// Tenths of the one-second save that have passed, for the progress the Save button shows.
  public private(set) var saveProgress = 0

  /// The Save button's title while saving: a spinner that turns every 100 ms of the save, on
  /// the injected clock (so nothing runs once the save is over).
  public var savingTitle: String {
    let frames = Array("⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏")
    return "\(frames[saveProgress % frames.count]) Saving…"
  }

  /// The item a save in flight will store, while ``isSaving``; what a restored session saves
  /// again (see ``SessionState``).
  public var itemBeingSaved: Item? { save?.item }

  /// The save in flight, if any.
  private var save: Save?

  /// The inventory the row belongs to, if any. A row removed from it is let go.
  @ObservationIgnored weak var parent: InventoryViewModel?

  /// The clock, id generator and store the row works with: its inventory's inside one.
  @ObservationIgnored let dependencies: Dependencies

  /// A row for `item`, on its own. (An inventory makes the rows of its items itself.)
  public init(item: Item, route: Route? = nil, dependencies: Dependencies = .live) {
    id = item.id
    self.item = item
    self.route = route
    self.dependencies = dependencies
  }

  /// The row of `item` in `parent`, with the screen `route` open.
  convenience init(item: Item, route: Route?, parent: InventoryViewModel) {
    self.init(item: item, route: route, dependencies: parent.dependencies)
    self.parent = parent
  }

  isolated deinit {
    save?.task?.cancel()
  }

  /// The row's delete button: shows the delete alert.
  public func deleteButtonTapped() {
    route = .deleteAlert
  }

  /// The alert's "Delete": removes the item from the inventory and closes the alert.
  public func deleteConfirmationButtonTapped() {
    parent?.delete(item: item)
    route = nil
  }

  /// "Cancel" in the alert, the edit screen or the duplicate modal: closes it.
  public func cancelButtonTapped() {
    route = nil
  }

  /// The row's duplicate button: opens the duplicate modal with a copy under a new id.
  public func duplicateButtonTapped() {
    route = .duplicate(makeDuplicateForm())
  }

  /// The duplicate modal's "Add": adds the copy to the inventory and closes the modal. A copy
  /// without a name is refused, as ``InventoryViewModel/add(item:)`` refuses it.
  public func duplicate(item: Item) {
    guard item.hasName else {
      refuseNameless(item)
      return
    }
    parent?.add(item: item)
    route = nil
  }

  /// Pushes the edit screen (keeping an open one) or pops it.
  public func setEditNavigation(isActive: Bool) {
    if isActive {
      if case .edit = route { return }
      route = .edit(makeEditForm())
    } else {
      route = nil
    }
  }

  /// The edit screen's "Save": shows progress for 1 s, then stores the item and closes the
  /// edit screen.
  ///
  /// While it saves, the form is read-only (``ItemViewModel/isSaving``) and says so. Leaving
  /// the edit screen before the second is up (Esc, Cancel, a deep link elsewhere) cancels the
  /// save: nothing is stored, and the next edit starts from the stored item. An item without
  /// a name is refused; the form says why.
  public func edit(item: Item) {
    guard item.hasName else {
      refuseNameless(item)
      return
    }
    guard !isSaving else { return }
    startSave(item, progress: 0)
  }

  /// Starts the save of `item` with `progress` tenths of it already done (a restored session
  /// resumes where it stopped).
  func startSave(_ item: Item, progress: Int) {
    let save = Save(item: item, route: route)
    self.save = save
    // The inventory holds a saving row, as it holds an open one, until the save ends.
    parent?.rowModels.saving.insert(self)
    saveProgress = Swift.min(Swift.max(progress, 0), 10)
    route?.itemViewModel?.isSaving = true
    let dependencies = dependencies
    let steps = 10 - saveProgress
    save.task = startTask { [weak self] in
      // The row is held only between sleeps, so a removed row is released mid-save.
      for _ in 0..<steps {
        do { try await dependencies.sleep(for: .milliseconds(100)) } catch { return }
        guard let self, !Task.isCancelled else { return }
        saveProgress += 1
      }
      guard let self, !Task.isCancelled else { return }
      self.endSave()
      self.item = item
      self.route = nil
    }
  }

  /// Stops showing a save: the task is done or cancelled.
  private func endSave() {
    guard let save else { return }
    save.task?.cancel()
    save.route?.itemViewModel?.isSaving = false
    self.save = nil
    saveProgress = 0
    parent?.rowModels.saving.remove(self)
  }

  /// Marks the open form of `item` as missing its name.
  private func refuseNameless(_ item: Item) {
    if let form = route?.itemViewModel, form.item.id == item.id { form.isMissingName = true }
  }

  /// A form editing this row's item.
  func makeEditForm() -> ItemViewModel {
    ItemViewModel(item: item, dependencies: dependencies, isNameTaken: nameChecker)
  }

  /// A form holding a copy of this row's item under a fresh id.
  func makeDuplicateForm() -> ItemViewModel {
    ItemViewModel(
      item: item.duplicate(id: dependencies.uuid()), dependencies: dependencies,
      isNameTaken: nameChecker)
  }

  /// The duplicate-name check of the row's inventory, for the forms and drafts it opens.
  var nameChecker: (@MainActor (String, Item.ID) -> Bool)? {
    guard let parent else { return nil }
    return { [weak parent] name, id in parent?.isNameTaken(name, excluding: id) ?? false }
  }

  private func routeDidChange(from oldValue: Route?) {
    if route == .deleteAlert, oldValue != .deleteAlert { focusedAlertButton = .cancel }
    if let save, route != save.route { endSave() }
    // A form or rename draft that is no longer on screen must not keep timers running.
    if let form = oldValue?.itemViewModel, form !== route?.itemViewModel { form.cancelTasks() }
    if let draft = oldValue?.renameViewModel, draft !== route?.renameViewModel {
      draft.cancelTasks()
    }
    if route != oldValue { parent?.rowRouteDidChange(self) }
  }

  /// Rows are compared by identity, like the reference app's diffable data source items.
  public nonisolated static func == (lhs: ItemRowViewModel, rhs: ItemRowViewModel) -> Bool {
    lhs === rhs
  }

  /// Hashes the object identity, matching ``==``.
  public nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
