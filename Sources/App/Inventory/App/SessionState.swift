import Foundation

/// Everything on screen that is not an item: the tab, the open screens with their drafts,
/// focus, text cursors, the list's filter, sort order, highlight and scroll, in the view
/// models' own terms.
///
/// Fields added after the first version are optional, so a state saved before them still
/// decodes (a new enum case, such as the rename alert, is only read by versions that have it).
///
/// Built from an ``AppViewModel`` and applied to one (see `AppViewModel+Restoration.swift`),
/// it is what a session saves on the way out and restores on launch; the items themselves are
/// in the ``InventoryStore``. It is `Codable`, with cases named by words, so a saved state
/// means the same thing to the next version.
///
/// ```swift
/// let state = SessionState(app)
/// let data = try JSONEncoder().encode(state)
/// // … next launch, over the same items …
/// app.restore(try JSONDecoder().decode(SessionState.self, from: data))
/// ```
public struct SessionState: Codable, Hashable, Sendable {
  /// The format this version writes; a state with a larger version is not applied.
  public static let currentVersion = 1

  /// The format of this state.
  public var version = Self.currentVersion
  /// The tab on screen.
  public var selectedTab: Tab = .one
  /// Which control of the inventory screen has focus.
  public var inventoryFocus: InventoryViewModel.Focus = .list
  /// The highlighted row, if any.
  public var highlightedRowID: Item.ID?
  /// The index of the first visible row.
  public var scrollOffset = 0
  /// The list's filter with its cursor; `nil` (as in states saved before there was a
  /// filter) for none.
  public var filter: EditedText?
  /// The list's sort order (as a link writes it: `name`, `-quantity`…); `nil` for the order
  /// the items were added in.
  public var sortOrder: ItemSortOrder?
  /// The open sheet or row screen, with its draft.
  public var route: Route?
  /// Whether the add sheet's name prediction had not happened yet; restoring starts it again.
  public var isPredictingName = false
  /// The renderer the session showed, by name. The view models do not read it; the session
  /// that saved it does.
  public var renderer: String?
  /// Split view as the session showed it, `nil` when it was off; like ``renderer``, the
  /// session's, not the view models'.
  public var split: Split?

  /// Split view's renderer on each side, by name, and whether the right one had the keys.
  public struct Split: Codable, Hashable, Sendable {
    /// The renderer on the left.
    public var left: String
    /// The renderer on the right.
    public var right: String
    /// Whether the right side had the keys.
    public var focusesRight: Bool

    /// Split view with `left` and `right`, the keys on the right when `focusesRight`.
    public init(left: String, right: String, focusesRight: Bool) {
      self.left = left
      self.right = right
      self.focusesRight = focusesRight
    }
  }

  /// A state on tab One with nothing open: what `--fresh` starts from.
  public init() {}

  /// An open screen of the inventory tab, as ``InventoryViewModel/Route`` with forms as values.
  public enum Route: Codable, Hashable, Sendable {
    /// The add sheet.
    case add(Form)
    /// A screen of the row with this id.
    case row(id: Item.ID, route: RowRoute)
  }

  /// An open screen of a row, as ``ItemRowViewModel/Route`` with forms as values.
  public enum RowRoute: Codable, Hashable, Sendable {
    /// The delete alert, with the button under the cursor.
    case deleteAlert(focusedButton: ItemRowViewModel.AlertButton)
    /// The duplicate modal.
    case duplicate(Form)
    /// The edit screen; `saving` is the item a save in flight was storing.
    case edit(Form, saving: Item?)
    /// The rename alert, with its draft.
    case renameAlert(Rename)
  }

  /// A line of text being edited, with its cursor (a character index).
  public struct EditedText: Codable, Hashable, Sendable {
    /// The text.
    public var text: String
    /// The cursor, clamped into the text when applied.
    public var cursor: Int

    /// A text with its cursor.
    public init(text: String, cursor: Int) {
      self.text = text
      self.cursor = cursor
    }
  }

  /// The rename alert (``RenameViewModel``) as a value.
  public struct Rename: Codable, Hashable, Sendable {
    /// The name being typed, with its cursor.
    public var name: EditedText
    /// The focused control.
    public var focus: RenameViewModel.Control
    /// Whether "Rename" was refused for a blank name, so the alert says why.
    public var isMissingName: Bool

    /// A rename value with every field given.
    public init(name: EditedText, focus: RenameViewModel.Control, isMissingName: Bool = false) {
      self.name = name
      self.focus = focus
      self.isMissingName = isMissingName
    }
  }

  /// A form (``ItemViewModel``) as a value: the draft item and the form's UI state.
  public struct Form: Codable, Hashable, Sendable {
    /// The draft item.
    public var item: Item
    /// The text cursor in the name field.
    public var nameCursor: Int
    /// The focused control, if any.
    public var focusedField: ItemViewModel.Field?
    /// Whether the colour picker is pushed.
    public var isColorPickerOpen: Bool
    /// The colour picker's highlighted row.
    public var highlightedColorIndex: Int
    /// The "New colors" already loaded.
    public var newColors: [Color]
    /// Whether the user has edited the name, so no prediction may fill it.
    public var nameWasEdited: Bool
    /// Whether "Add" or "Save" was refused for a blank name, so the form says why.
    public var isMissingName: Bool
    /// Tenths of a save in flight that had passed (edit screens only), so a restored save
    /// resumes where it stopped and shows the same progress.
    public var saveProgress: Int

    /// A form value with every field given.
    public init(
      item: Item, nameCursor: Int, focusedField: ItemViewModel.Field?,
      isColorPickerOpen: Bool = false, highlightedColorIndex: Int = 0, newColors: [Color] = [],
      nameWasEdited: Bool = false, isMissingName: Bool = false, saveProgress: Int = 0
    ) {
      self.saveProgress = saveProgress
      self.nameWasEdited = nameWasEdited
      self.isMissingName = isMissingName
      self.item = item
      self.nameCursor = nameCursor
      self.focusedField = focusedField
      self.isColorPickerOpen = isColorPickerOpen
      self.highlightedColorIndex = highlightedColorIndex
      self.newColors = newColors
    }
  }
}

extension SessionState {
  /// The state as JSON, the form it is saved in.
  public func encoded() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return try encoder.encode(self)
  }

  /// A state read back from ``encoded()``.
  public init(decoding data: Data) throws {
    self = try JSONDecoder().decode(SessionState.self, from: data)
  }
}
