import Foundation
import Observation

/// One row of the inventory list and the screens it opens: edit, duplicate, delete and rename
/// alerts (see `ItemRowViewModel+Route.swift`).
///
/// Inside an ``InventoryViewModel`` the row's ``route`` and the inventory's route stay in sync
/// both ways; ``deleteConfirmationButtonTapped()`` and ``duplicate(item:)`` act on the
/// inventory.
///
/// ```swift
/// let row = inventory.inventory[id: Item.keyboard.id]!
/// row.setEditNavigation(isActive: true)   // inventory.route == .row(id:route: .edit(…))
/// ```
@MainActor
public final class ItemRowViewModel: Identifiable, Hashable, Observable {
  /// The row's identity: the id of its item, which never changes.
  public nonisolated let id: Item.ID

  // Observed by hand rather than with `@Observable`, whose registrar is made with the object:
  // two more allocations for each of 100,000 rows, of which a screen shows twenty. Here the
  // registrar is made by the first tracked read (see `ItemRowViewModel+Observation.swift`);
  // a row nobody has read has no observers, so its changes notify no one.
  /// The row's observation registrar, once something has read the row.
  var registrar: ObservationRegistrar?

  // The stored item is its fields but the id, which is ``id``: 16 bytes less on each of
  // 100,000 rows. Read and written through ``item``, so the id stays put; read directly by the
  // inventory's passes over every row, which observe nothing.
  /// The stored item's name.
  private(set) var nameStorage: String
  /// The stored item's colour.
  private(set) var colorStorage: Color?
  /// The stored item's stock status.
  private(set) var statusStorage: Item.Status
  // Declared here, after the item's fields, where its one byte fills their padding.
  private var focusedAlertButtonStorage = AlertButton.cancel

  /// The stored item, read without observation.
  var itemStorage: Item {
    Item(id: id, name: nameStorage, color: colorStorage, status: statusStorage)
  }

  /// The item the row shows. Assigning an item with another id keeps the row's ``id``.
  public var item: Item {
    get {
      access(keyPath: \.item)
      return itemStorage
    }
    set {
      var item = newValue
      item.id = id
      let oldItem = itemStorage
      withMutation(keyPath: \.item) {
        nameStorage = item.name
        colorStorage = item.color
        statusStorage = item.status
      }
      if item.name != oldItem.name { parent?.rowNameDidChange(self, from: oldItem.name) }
      if item.status != oldItem.status { parent?.rowStatusDidChange(self, from: oldItem.status) }
      if item != oldItem { parent?.rowItemDidChange(self) }
    }
  }

  /// Stored route; read directly by the inventory's passes over every row.
  private(set) var routeStorage: Route?

  /// The screen the row has opened, if any.
  public var route: Route? {
    get {
      access(keyPath: \.route)
      return routeStorage
    }
    set {
      let oldValue = routeStorage
      withMutation(keyPath: \.route) { routeStorage = newValue }
      routeDidChange(from: oldValue)
    }
  }

  /// The delete alert's button under the keyboard cursor; "Cancel" whenever the alert opens,
  /// so a stray Enter never deletes.
  public var focusedAlertButton: AlertButton {
    get {
      access(keyPath: \.focusedAlertButton)
      return focusedAlertButtonStorage
    }
    set { withMutation(keyPath: \.focusedAlertButton) { focusedAlertButtonStorage = newValue } }
  }

  /// Whether an edit is being saved; the Save button shows progress and is disabled.
  public var isSaving: Bool { save != nil }

  /// Tenths of the one-second save that have passed, for the progress the Save button shows.
  public var saveProgress: Int {
    access(keyPath: \.saveProgress)
    return saveStorage?.progress ?? 0
  }

  /// The Save button's title while saving: a spinner that turns every 100 ms of the save, on
  /// the injected clock (so nothing runs once the save is over).
  public var savingTitle: String {
    let frames = Array("⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏")
    return "\(frames[saveProgress % frames.count]) Saving…"
  }

  /// The item a save in flight will store, while ``isSaving``; what a restored session saves
  /// again (see ``SessionState``).
  public var itemBeingSaved: Item? { save?.item }

  /// The save in flight, if any. One optional reference instead of four stored properties
  /// (flag, item, task, route), because every one of 100,000 rows carries it and almost none
  /// ever saves.
  private var save: Save? {
    get {
      access(keyPath: \.save)
      return saveStorage
    }
    set { withMutation(keyPath: \.save) { saveStorage = newValue } }
  }
  private var saveStorage: Save?

  /// Where the row's dependencies come from: the inventory it belongs to (through the link
  /// all its rows share), or its own, boxed (see `ItemRowViewModel+Membership.swift`). Set
  /// only through `join(_:)` and `leave(keeping:)`.
  var owner: Owner?

  /// A row for `item`.
  ///
  /// When the row joins an ``InventoryViewModel`` it takes the inventory's dependencies, and
  /// the inventory's route decides the row's route.
  public init(item: Item, route: Route? = nil, dependencies: Dependencies = .live) {
    id = item.id
    nameStorage = item.name
    colorStorage = item.color
    statusStorage = item.status
    routeStorage = route
    owner = .own(Box(dependencies))
  }

  /// A row for `item` that is about to join an inventory, which gives it its dependencies.
  init(joining item: Item) {
    id = item.id
    nameStorage = item.name
    colorStorage = item.color
    statusStorage = item.status
  }

  isolated deinit {
    // The storage, not `save`: a tracked read would make a registrar for a row being freed.
    saveStorage?.task?.cancel()
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
    save.progress = Swift.min(Swift.max(progress, 0), 10)
    self.save = save
    route?.itemViewModel?.isSaving = true
    let dependencies = dependencies
    let steps = 10 - save.progress
    save.task = startTask { [weak self, weak save] in
      // The row is held only between sleeps, so a removed row is released mid-save.
      for _ in 0..<steps {
        do { try await dependencies.sleep(for: .milliseconds(100)) } catch { return }
        guard let self, let save, !Task.isCancelled else { return }
        withMutation(keyPath: \.saveProgress) { save.progress += 1 }
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
