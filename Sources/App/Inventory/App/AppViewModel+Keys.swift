import TerminalInput
import TextEditing

/// The key table of the screen on top: the commands that act on the view models, the same in
/// every renderer.
///
/// Controls keep their own keys (a text field types, a list moves its highlight, a button
/// presses, a stepper steps); what is here are the screens' commands: add, duplicate, delete
/// and rename on the list, moving focus and jumping to the filter, confirming a form (Ctrl-S,
/// also from its colour picker), jumping to the ends of the colour picker, and every key of
/// the rename alert. The session offers a key to this table before the renderer unless a text
/// field is being typed in (``isEditingText``), and after it otherwise, so typed letters
/// always reach the field.
///
/// Two text inputs are the model's own rather than a renderer's control: the filter and the
/// rename alert's field. While one has focus the model types into it first (with the
/// terminal's key map, `textEdit`), then runs the table, so what those keys do never depends
/// on how a renderer draws them. The rename alert is modal: no key reaches the screen behind.
extension AppViewModel {
  /// The commands of the screen on top.
  public var keyCommands: [KeyCommand] {
    let help = KeyCommand([.character("?")], label: "?", title: "help") { [weak self] in
      self?.isShowingHelp = true
    }
    let tabs = canSwitchTabs ? tabCommands : []
    guard selectedTab == .inventory else { return tabs + [help] }
    return InventoryKeyTable(inventoryViewModel).commands + tabs + [help]
  }

  /// 1, 2 and 3 go to the tabs, in every renderer (whose tab bars answer them too, below the
  /// table).
  private var tabCommands: [KeyCommand] {
    Tab.allCases.enumerated().map { index, tab in
      KeyCommand(
        [.character(Character("\(index + 1)"))], label: "\(index + 1)", title: Self.tabsTitle,
        discoverabilityTitle: "go to \(tab.title)"
      ) { [weak self] in self?.selectedTab = tab }
    }
  }

  /// The help's line for the tab keys.
  static let tabsTitle = "tabs One, Inventory, Three"

  /// Whether the tab keys work: not while a sheet or an alert is open (a pushed screen keeps
  /// its place in its tab, so the tabs work from it).
  private var canSwitchTabs: Bool {
    guard selectedTab == .inventory else { return true }
    switch inventoryViewModel.route {
    case nil, .row(_, .edit): return true
    case .add, .row: return false
    }
  }

  /// Whether a text field has focus, so characters and editing keys belong to it: the name
  /// field of a form, the filter, or the rename alert's field.
  public var isEditingText: Bool {
    guard selectedTab == .inventory else { return false }
    let inventory = inventoryViewModel
    if InventoryKeyTable(inventory).hasFocusedOwnText { return true }
    guard let form = inventory.openForm else { return false }
    return form.route == nil && form.focusedField == .name
  }

  /// The text of the focused text field, whoever draws it: the form's name, the filter or
  /// the rename alert's name; `nil` when no text field has focus. The session reads it
  /// around a paste, to say when a field kept less than was pasted.
  public var focusedText: EditableText? {
    guard isEditingText else { return nil }
    let inventory = inventoryViewModel
    switch inventory.route {
    case nil: return inventory.filter
    case .row(_, .renameAlert(let draft)): return draft.name
    case .add, .row: return inventory.openForm?.nameField
    }
  }

  /// Handles a key the way every renderer must: while a text field is typed in, the renderer
  /// first (typing wins) and the table after; otherwise the table first, then the renderer's
  /// controls. The model's own text inputs (filter, rename field) type first, then the table,
  /// then (outside the rename alert) the renderer.
  ///
  /// - Parameters:
  ///   - textEdit: the key map of text inputs (TerminalCore's `EditableText.Edit.init`); the
  ///     model types into its own inputs with it. Without it they take no typing from keys.
  ///   - renderer: offers the event to the renderer; returns whether it used it.
  /// - Returns: whether anything used the event.
  public func handleKey(
    _ event: InputEvent, textEdit: (InputEvent) -> EditableText.Edit? = { _ in nil },
    renderer: (InputEvent) -> Bool
  ) -> Bool {
    let table = InventoryKeyTable(inventoryViewModel)
    if selectedTab == .inventory, table.hasFocusedOwnText || isRenaming {
      if table.hasFocusedOwnText, let edit = textEdit(event) {
        table.editFocusedOwnText(edit)
        return true
      }
      return runCommand(for: event) || (!isRenaming && renderer(event))
    }
    if isEditingText { return renderer(event) || runCommand(for: event) }
    return runCommand(for: event) || renderer(event)
  }

  /// Runs the command bound to `event` on the screen on top.
  ///
  /// - Returns: whether a command ran.
  @discardableResult
  public func runCommand(for event: InputEvent) -> Bool {
    guard let command = keyCommands.first(where: { $0.keys.contains(event) }) else {
      return false
    }
    command.run()
    return true
  }

  /// Whether the rename alert is on top, taking every key.
  private var isRenaming: Bool {
    selectedTab == .inventory && inventoryViewModel.openRenameDraft != nil
  }
}

extension ItemViewModel {
  /// The help's line for moving between fields.
  static let fieldTitle = "next / previous field"

  /// ↑ and ↓ (and Tab, Shift-Tab) move between the form's fields, in every renderer.
  var fieldCommands: [KeyCommand] {
    [
      // One title, so the help shows the pair on one line.
      KeyCommand(
        [.key(.down), .key(.tab)], label: "↓/Tab", title: Self.fieldTitle,
        discoverabilityTitle: "next field"
      ) {
        [weak self] in self?.focusNextField()
      },
      KeyCommand(
        [.key(.up), .key(.backTab)], label: "↑/⇧Tab", title: Self.fieldTitle,
        discoverabilityTitle: "previous field"
      ) {
        [weak self] in self?.focusPreviousField()
      },
    ]
  }

  /// ↑ and ↓ move the highlight, Enter and Space choose; Home and PgUp highlight the first
  /// colour, End and PgDn the last: the picker is one short page.
  var colorPickerCommands: [KeyCommand] {
    [
      KeyCommand([.key(.up)], label: "↑", title: "move", discoverabilityTitle: "previous colour") {
        [weak self] in
        self?.highlightPreviousColor()
      },
      KeyCommand([.key(.down)], label: "↓", title: "move", discoverabilityTitle: "next colour") {
        [weak self] in
        self?.highlightNextColor()
      },
      KeyCommand([.key(.enter), .character(" ")], label: "⏎", title: "choose the colour") {
        [weak self] in self?.chooseHighlightedColor()
      },
      KeyCommand([.key(.home), .key(.pageUp)], label: "Home", title: "first") { [weak self] in
        self?.highlightedColorIndex = 0
      },
      KeyCommand([.key(.end), .key(.pageDown)], label: "End", title: "last") { [weak self] in
        guard let self else { return }
        highlightedColorIndex = colorChoices.count - 1
      },
    ]
  }
}
