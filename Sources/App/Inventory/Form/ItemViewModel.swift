import Foundation
import Observation
import TextEditing

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

  /// Stored item; read and written through ``item`` so that a form being saved stays put.
  private var itemStorage: Item

  /// The item being edited. Changing its name restarts the duplicate-name check and keeps
  /// ``nameCursor`` inside the name; changing its status moves focus off vanished controls.
  /// While the form ``isSaving`` it is read-only: changes are ignored.
  public var item: Item {
    get { itemStorage }
    set {
      guard !isSaving, newValue != itemStorage else { return }
      let oldValue = itemStorage
      itemStorage = newValue
      itemDidChange(from: oldValue)
    }
  }

  /// Whether the item is being saved: the form is read-only and says so, until the save
  /// ends or is cancelled (see ``ItemRowViewModel/edit(item:)``).
  public internal(set) var isSaving = false

  /// Whether the user has changed the name (typed, deleted) since the form opened. A name
  /// prediction only fills a name nobody has touched.
  public internal(set) var nameWasEdited = false

  /// Set when "Add" or "Save" was refused because the name is blank; the form says why until
  /// the name has text.
  public internal(set) var isMissingName = false

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

  /// Where the Quantity gauge's needle is, in units of quantity: at ``gaugeTarget`` at rest,
  /// between two quantities while it moves (see `ItemViewModel+Gauge.swift`).
  public internal(set) var gaugePosition: Double
  /// The quantity at the gauge's full scale: the smallest of 10, 20, 50, 100, 200, 500, …
  /// that holds the needle, kept while it moves.
  public internal(set) var gaugeScale: Int

  /// Stored picker highlight; read and written through ``highlightedColorIndex``.
  var highlightedColorIndexStorage = 0

  /// Stored name field; read and written through ``nameField`` so that it and `item.name`
  /// stay one text.
  private var nameFieldStorage: EditableText

  /// The name as the name field edits it: `item.name` with the text cursor, limited to
  /// ``Item/maximumNameLength`` characters of typing. Setting it sets `item.name`; setting
  /// `item.name` replaces its text and keeps the cursor where it fits.
  public var nameField: EditableText {
    get { nameFieldStorage }
    set {
      guard !isSaving else { return }
      if newValue.text != nameFieldStorage.text { nameWasEdited = true }
      nameFieldStorage = newValue
      if item.name != newValue.text { item.name = newValue.text }
    }
  }

  /// The text cursor in the name field, as a character (grapheme) index from 0 to
  /// `item.name.count`. Values outside that range are clamped.
  public var nameCursor: Int {
    get { nameFieldStorage.cursor }
    set { nameFieldStorage.moveCursor(to: newValue) }
  }

  @ObservationIgnored let dependencies: Dependencies
  /// The colour loading, the needle's move and the name prediction, while they run; an idle
  /// form runs nothing.
  @ObservationIgnored var tasks = RunningTasks<Work>()
  /// Asks the inventory that owns the form whether another item has the name.
  @ObservationIgnored var nameCheck = DuplicateNameCheck()

  /// The work a form can have in flight.
  enum Work: Hashable {
    case colors, gauge, namePrediction
  }

  /// Answers "does an item other than the one with this id have this name?". Set by the
  /// inventory that owns the form; a form on its own never reports duplicates.
  var isNameTaken: (@MainActor (String, Item.ID) -> Bool)? {
    get { nameCheck.isNameTaken }
    set {
      nameCheck.isNameTaken = newValue
      refreshNameIsDuplicate()
    }
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
    itemStorage = item
    self.route = route
    self.dependencies = dependencies
    nameCheck.isNameTaken = isNameTaken
    nameFieldStorage = EditableText(item.name, maximumLength: Item.maximumNameLength)
    // A form opens with the needle at rest on its quantity: nothing moves until it changes.
    let target = Self.gaugeTarget(of: item.status)
    gaugePosition = Double(target)
    gaugeScale = Self.gaugeScale(holding: Double(target))
    nameIsDuplicate = nameCheck.isDuplicate(item.name, id: item.id)
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
    // A form being saved shows no picker: nothing could be chosen in it.
    guard !isSaving || !isActive else { return }
    route = isActive ? .colorPicker : nil
  }

  /// Sets the colour (`nil` for "None") and closes the colour picker.
  public func chooseColor(_ color: Color?) {
    item.color = color
    route = nil
  }

  /// Stops the debounce, colour loading, the name prediction and a moving needle (which
  /// comes to rest on its quantity); called when the form leaves its route.
  func cancelTasks() {
    nameCheck.cancel()
    tasks.cancel(.colors)
    tasks.cancel(.namePrediction)
    if tasks.isRunning(.gauge) { restGauge() }
  }

  /// Recomputes ``nameIsDuplicate`` now.
  func refreshNameIsDuplicate() {
    let isDuplicate = nameCheck.isDuplicate(item.name, id: item.id)
    if nameIsDuplicate != isDuplicate { nameIsDuplicate = isDuplicate }
  }

  private func itemDidChange(from oldValue: Item) {
    if item.name != oldValue.name {
      if nameFieldStorage.text != item.name { nameFieldStorage.replaceAll(with: item.name) }
      if isMissingName, item.hasName { isMissingName = false }
      scheduleNameCheck()
    }
    if item.status.isInStock != oldValue.status.isInStock, let field = focusedField {
      focusedField = field.counterpart(isInStock: item.status.isInStock)
    }
    if Self.gaugeTarget(of: item.status) != Self.gaugeTarget(of: oldValue.status) {
      moveGauge()
    }
  }

  private func routeDidChange(from oldValue: Route?) {
    if route == .colorPicker, oldValue != .colorPicker { highlightCurrentColor() }
    if route == .colorPicker, oldValue != .colorPicker, newColors.isEmpty,
      !tasks.isRunning(.colors)
    {
      startLoadingColors()
    } else if route != .colorPicker {
      tasks.cancel(.colors)
    }
  }

  private func scheduleNameCheck() {
    nameCheck.schedule(on: dependencies) { [weak self] in self?.refreshNameIsDuplicate() }
  }

  private func startLoadingColors() {
    let dependencies = dependencies
    tasks.start(.colors) { [weak self] in
      do { try await dependencies.sleep(for: .milliseconds(500)) } catch { return }
      guard let self, !Task.isCancelled else { return }
      self.tasks.finish(.colors)
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
