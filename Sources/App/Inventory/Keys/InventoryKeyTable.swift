import TerminalInput

/// The inventory's part of the key table (see `AppViewModel+Keys.swift`): the list's commands,
/// the filter's, the forms' and the rename alert's (`InventoryKeyTable+Rename.swift`).
///
/// A reading of the model, made when a key arrives or the hints are drawn: each command calls
/// one of the model's actions, so every renderer does the same with a key.
///
/// ```swift
/// let commands = InventoryKeyTable(inventory).commands
/// commands.first { $0.keys.contains(.character("a")) }?.run()   // the add sheet opens
/// ```
@MainActor
struct InventoryKeyTable {
  /// The inventory whose screen on top the commands act on.
  let inventory: InventoryViewModel

  /// The table of `inventory`'s screen on top.
  init(_ inventory: InventoryViewModel) {
    self.inventory = inventory
  }

  /// The commands of the inventory's screen on top.
  var commands: [KeyCommand] {
    switch inventory.route {
    case nil: return inventory.focus == .filter ? filterCommands : listCommands
    case .row(_, .deleteAlert): return []
    case .row(let id, .renameAlert(let draft)): return renameCommands(draft, row: id)
    case .add, .row:
      guard let form = inventory.openForm else { return [] }
      let confirm = KeyCommand(
        [.key(.control("s"))], label: "^S", title: inventory.confirmTitle ?? "confirm"
      ) { [weak inventory] in inventory?.confirmOpenForm() }
      return form.route == .colorPicker
        ? form.colorPickerCommands + [confirm] : form.fieldCommands + [confirm]
    }
  }

  /// The title of Tab and Shift-Tab, one line in the help.
  static let focusTitle = "next / previous control"

  /// The title of `s` and `S`, one line in the help.
  static let sortTitle = "sort by the next column / reverse"

  /// Tab and Shift-Tab: the same two commands wherever focus is on the inventory screen.
  private var focusCommands: [KeyCommand] {
    [
      KeyCommand(
        [.key(.tab)], label: "Tab", title: Self.focusTitle, discoverabilityTitle: "next control"
      ) { [weak inventory] in
        inventory?.focusNextControl()
      },
      KeyCommand(
        [.key(.backTab)], label: "⇧Tab", title: Self.focusTitle,
        discoverabilityTitle: "previous control"
      ) {
        [weak inventory] in inventory?.focusPreviousControl()
      },
    ]
  }

  /// While the filter has focus: everything else types into it.
  private var filterCommands: [KeyCommand] {
    let escape = inventory.filter.isEmpty ? "back to the list" : "clear filter"
    return [
      KeyCommand([.key(.escape)], label: "Esc", title: escape) { [weak inventory] in
        inventory?.filterEscapePressed()
      },
      KeyCommand([.key(.enter), .key(.down)], label: "⏎/↓", title: "list") {
        [weak inventory] in inventory?.filterSubmitted()
      },
    ] + focusCommands
  }

  private var listCommands: [KeyCommand] {
    var commands: [KeyCommand] = []
    if inventory.focus == .list {
      let count = inventory.items.count
      commands += [
        KeyCommand([.key(.pageUp)], label: "PgUp", title: "page up") { [weak inventory] in
          guard let inventory else { return }
          inventory.moveHighlight(by: -inventory.pageSize)
        },
        KeyCommand([.key(.pageDown)], label: "PgDn", title: "page down") { [weak inventory] in
          guard let inventory else { return }
          inventory.moveHighlight(by: inventory.pageSize)
        },
        KeyCommand([.key(.home)], label: "Home", title: "first") { [weak inventory] in
          inventory?.moveHighlight(by: -count)
        },
        KeyCommand([.key(.end)], label: "End", title: "last") { [weak inventory] in
          inventory?.moveHighlight(by: count)
        },
      ]
    }
    commands += focusCommands
    commands += [
      KeyCommand([.character("a")], label: "a", title: "add") { [weak inventory] in
        inventory?.addButtonTapped()
      }
    ]
    // The row is looked up when the key is pressed: reading the highlight here would make
    // everything that shows the table (the hints) depend on every move of it. With nothing
    // listed there is no highlight, and these do nothing.
    if !inventory.items.isEmpty {
      commands += [
        KeyCommand([.character("d")], label: "d", title: "duplicate") { [weak inventory] in
          inventory?.highlightedRow?.duplicateButtonTapped()
        },
        KeyCommand([.character("x"), .key(.delete)], label: "x", title: "delete") {
          [weak inventory] in inventory?.highlightedRow?.deleteButtonTapped()
        },
        KeyCommand([.character("r")], label: "r", title: "rename") { [weak inventory] in
          inventory?.highlightedRow?.renameButtonTapped()
        },
      ]
    }
    commands += [
      KeyCommand([.character("/")], label: "/", title: "filter") { [weak inventory] in
        inventory?.focusFilter()
      },
      KeyCommand(
        [.character("s")], label: "s", title: Self.sortTitle,
        discoverabilityTitle: "sort by the next column"
      ) { [weak inventory] in
        inventory?.sortKeyPressed()
      },
      KeyCommand(
        [.character("S")], label: "S", title: Self.sortTitle,
        discoverabilityTitle: "reverse the sort"
      ) { [weak inventory] in
        inventory?.reverseSortKeyPressed()
      },
    ]
    return commands
  }
}
