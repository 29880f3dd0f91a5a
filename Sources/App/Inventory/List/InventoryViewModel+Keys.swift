import TerminalInput

/// The inventory's part of the key table (see `AppViewModel+Keys.swift`): the list's commands,
/// the filter's, the forms' and the rename alert's (`InventoryViewModel+RenameKeys.swift`).
extension InventoryViewModel {
  /// The form of the open sheet, modal or pushed screen, if any.
  public var openForm: ItemViewModel? {
    switch route {
    case .add(let form): form
    case .row(_, let rowRoute): rowRoute.itemViewModel
    case nil: nil
    }
  }

  /// The draft of the open rename alert, if any.
  public var openRenameDraft: RenameViewModel? {
    if case .row(_, .renameAlert(let draft)) = route { draft } else { nil }
  }

  /// The commands of the inventory's screen on top.
  var keyCommands: [KeyCommand] {
    switch route {
    case nil: return focus == .filter ? filterCommands : listCommands
    case .row(_, .deleteAlert): return []
    case .row(let id, .renameAlert(let draft)): return renameCommands(draft, row: id)
    case .add, .row:
      guard let form = openForm else { return [] }
      let confirm = KeyCommand(
        [.key(.control("s"))], label: "^S", title: confirmTitle ?? "confirm"
      ) { [weak self] in self?.confirmOpenForm() }
      return form.route == .colorPicker
        ? form.colorPickerCommands + [confirm] : form.fieldCommands + [confirm]
    }
  }

  /// What confirming the open form does: "add" or "save".
  public var confirmTitle: String? {
    switch route {
    case .add, .row(_, .duplicate): "add"
    case .row(_, .edit): "save"
    case .row(_, .deleteAlert), .row(_, .renameAlert), nil: nil
    }
  }

  /// Confirms the open form as its "Add" or "Save" button does, closing the colour picker
  /// first so the form shows what happens (the edit screen shows "Saving…").
  public func confirmOpenForm() {
    guard let form = openForm else { return }
    if form.route == .colorPicker { form.setColorPickerNavigation(isActive: false) }
    switch route {
    case .add: add(item: form.item)
    case .row(let id, .duplicate): row(id: id)?.duplicate(item: form.item)
    case .row(let id, .edit): row(id: id)?.edit(item: form.item)
    case .row(_, .deleteAlert), .row(_, .renameAlert), nil: break
    }
  }

  /// Tab and Shift-Tab: the same two commands wherever focus is on the inventory screen.
  private var focusCommands: [KeyCommand] {
    [
      KeyCommand([.key(.tab)], label: "Tab", title: Self.focusTitle) { [weak self] in
        self?.focusNextControl()
      },
      KeyCommand([.key(.backTab)], label: "⇧Tab", title: Self.focusTitle) { [weak self] in
        self?.focusPreviousControl()
      },
    ]
  }

  /// The title of Tab and Shift-Tab, one line in the help.
  static let focusTitle = "next / previous control"

  /// While the filter has focus: everything else types into it.
  private var filterCommands: [KeyCommand] {
    let escape = filter.isEmpty ? "back to the list" : "clear filter"
    return [
      KeyCommand([.key(.escape)], label: "Esc", title: escape) { [weak self] in
        self?.filterEscapePressed()
      },
      KeyCommand([.key(.enter), .key(.down)], label: "⏎/↓", title: "list") { [weak self] in
        self?.filterSubmitted()
      },
    ] + focusCommands
  }

  private var listCommands: [KeyCommand] {
    var commands: [KeyCommand] = []
    if focus == .list {
      let count = items.count
      commands += [
        KeyCommand([.key(.pageUp)], label: "PgUp", title: "page up") { [weak self] in
          guard let self else { return }
          moveHighlight(by: -pageSize)
        },
        KeyCommand([.key(.pageDown)], label: "PgDn", title: "page down") { [weak self] in
          guard let self else { return }
          moveHighlight(by: pageSize)
        },
        KeyCommand([.key(.home)], label: "Home", title: "first") { [weak self] in
          self?.moveHighlight(by: -count)
        },
        KeyCommand([.key(.end)], label: "End", title: "last") { [weak self] in
          self?.moveHighlight(by: count)
        },
      ]
    }
    commands += focusCommands
    commands += [
      KeyCommand([.character("a")], label: "a", title: "add") { [weak self] in
        self?.addButtonTapped()
      }
    ]
    // The row is looked up when the key is pressed: reading the highlight here would make
    // everything that shows the table (the hints) depend on every move of it. With nothing
    // listed there is no highlight, and these do nothing.
    if !items.isEmpty {
      commands += [
        KeyCommand([.character("d")], label: "d", title: "duplicate") { [weak self] in
          self?.highlightedRow?.duplicateButtonTapped()
        },
        KeyCommand([.character("x"), .key(.delete)], label: "x", title: "delete") {
          [weak self] in self?.highlightedRow?.deleteButtonTapped()
        },
        KeyCommand([.character("r")], label: "r", title: "rename") { [weak self] in
          self?.highlightedRow?.renameButtonTapped()
        },
      ]
    }
    commands += [
      KeyCommand([.character("/")], label: "/", title: "filter") { [weak self] in
        self?.focusFilter()
      }
    ]
    return commands
  }
}
