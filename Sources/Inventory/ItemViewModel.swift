import Foundation
import Observation

/// The form that adds, edits or duplicates an item, and its colour picker.
///
/// Besides the reference app's state it keeps the form's transient UI state (the focused field
/// and the cursor in the name field), so that swapping renderers keeps both.
///
/// ```swift
/// let form = ItemViewModel(item: .keyboard)
/// form.insertText("s")                   // "Keyboards", cursor after the "s"
/// form.setColorPickerNavigation(isActive: true)
/// form.chooseColor(.red)                 // colour set, picker closed
/// ```
@Observable
@MainActor
public final class ItemViewModel: Identifiable, Hashable {
  /// Where the form navigates to.
  public enum Route: Hashable, Sendable {
    /// The colour picker is pushed.
    case colorPicker
  }

  /// The item being edited. Changing its name restarts the duplicate-name check and keeps
  /// ``nameCursor`` inside the name; changing its status moves focus off vanished controls.
  public var item: Item {
    didSet { itemDidChange(from: oldValue) }
  }

  /// The pushed screen, if any.
  public var route: Route? {
    didSet { routeDidChange(from: oldValue) }
  }

  /// Whether another item in the inventory already has this name (ignoring case and
  /// surrounding spaces). Computed when the form joins an inventory, then 300 ms after each
  /// name change.
  public private(set) var nameIsDuplicate = false

  /// Colours loaded 500 ms after the colour picker first opens: Pink.
  public internal(set) var newColors: [Color] = []

  /// The form control that has keyboard focus, or `nil`. Starts on ``Field/name``.
  public var focusedField: Field? = .name

  /// Stored picker highlight; read and written through ``highlightedColorIndex``.
  var highlightedColorIndexStorage = 0

  /// Stored cursor; read and written through ``nameCursor`` so that it stays clamped.
  private var nameCursorStorage: Int

  /// The text cursor in the name field, as a character (grapheme) index from 0 to
  /// `item.name.count`. Values outside that range are clamped.
  public var nameCursor: Int {
    get { nameCursorStorage }
    set { nameCursorStorage = Swift.min(Swift.max(newValue, 0), item.name.count) }
  }

  @ObservationIgnored let dependencies: Dependencies
  @ObservationIgnored private var nameCheckTask: Task<Void, Never>?
  @ObservationIgnored private var colorsTask: Task<Void, Never>?

  /// Answers "does an item other than the one with this id have this name?". Set by the
  /// inventory that owns the form; a form on its own never reports duplicates.
  @ObservationIgnored var isNameTaken: (@MainActor (String, Item.ID) -> Bool)? {
    didSet { refreshNameIsDuplicate() }
  }

  /// A form for `item`, with the name cursor at the end of the name.
  ///
  /// - Parameters:
  ///   - route: an initially pushed screen; opening the colour picker starts loading colours.
  ///   - dependencies: the clock for the debounce and the colour loading.
  ///   - isNameTaken: how to tell that another item has a name; an ``InventoryViewModel``
  ///     supplies its own when the form enters its route, so you rarely pass this.
  public init(
    item: Item,
    route: Route? = nil,
    dependencies: Dependencies = .live,
    isNameTaken: (@MainActor (String, Item.ID) -> Bool)? = nil
  ) {
    self.item = item
    self.route = route
    self.dependencies = dependencies
    self.isNameTaken = isNameTaken
    nameCursorStorage = item.name.count
    nameIsDuplicate = isNameTaken?(item.name, item.id) ?? false
    if route == .colorPicker {
      highlightCurrentColor()
      startLoadingColors()
    }
  }

  isolated deinit {
    cancelTasks()
  }

  /// Pushes or pops the colour picker.
  public func setColorPickerNavigation(isActive: Bool) {
    route = isActive ? .colorPicker : nil
  }

  /// Sets the colour (`nil` for "None") and closes the colour picker.
  public func chooseColor(_ color: Color?) {
    item.color = color
    route = nil
  }

  /// Stops the debounce and colour loading; called when the form leaves its route.
  func cancelTasks() {
    nameCheckTask?.cancel()
    nameCheckTask = nil
    colorsTask?.cancel()
    colorsTask = nil
  }

  /// Recomputes ``nameIsDuplicate`` now.
  func refreshNameIsDuplicate() {
    let isDuplicate = isNameTaken?(item.name, item.id) ?? false
    if nameIsDuplicate != isDuplicate { nameIsDuplicate = isDuplicate }
  }

  private func itemDidChange(from oldValue: Item) {
    if item.name != oldValue.name {
      nameCursorStorage = Swift.min(nameCursorStorage, item.name.count)
      scheduleNameCheck()
    }
    if item.status.isInStock != oldValue.status.isInStock, let field = focusedField {
      focusedField = field.counterpart(isInStock: item.status.isInStock)
    }
  }

  private func routeDidChange(from oldValue: Route?) {
    if route == .colorPicker, oldValue != .colorPicker { highlightCurrentColor() }
    if route == .colorPicker, oldValue != .colorPicker, newColors.isEmpty, colorsTask == nil {
      startLoadingColors()
    } else if route != .colorPicker {
      colorsTask?.cancel()
      colorsTask = nil
    }
  }

  /// Debounce: each name change cancels the pending check and starts a new 300 ms wait.
  private func scheduleNameCheck() {
    nameCheckTask?.cancel()
    let dependencies = dependencies
    nameCheckTask = startTask { [weak self] in
      do { try await dependencies.sleep(for: .milliseconds(300)) } catch { return }
      guard let self, !Task.isCancelled else { return }
      self.nameCheckTask = nil
      self.refreshNameIsDuplicate()
    }
  }

  private func startLoadingColors() {
    let dependencies = dependencies
    colorsTask = startTask { [weak self] in
      do { try await dependencies.sleep(for: .milliseconds(500)) } catch { return }
      guard let self, !Task.isCancelled else { return }
      self.colorsTask = nil
      self.newColors = [.pink]
    }
  }

  /// Forms are compared by identity: two forms with equal items are still two screens.
  public nonisolated static func == (lhs: ItemViewModel, rhs: ItemViewModel) -> Bool {
    lhs === rhs
  }

  /// Hashes the object identity, matching ``==``.
  public nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
