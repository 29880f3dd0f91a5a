import TerminalInput

/// The key table of the screen on top: the commands that act on the view models, the same in
/// every renderer.
///
/// Controls keep their own keys (a text field types, a list moves its highlight, a button
/// presses, a stepper steps); what is here are the screens' commands: add, duplicate and
/// delete on the list, confirming a form (Ctrl-S, also from its colour picker), and jumping
/// to the ends of the colour picker. The session offers a key to this table before the
/// renderer unless a text field is being typed in (``isEditingText``), and after it
/// otherwise, so typed letters always reach the field.
extension AppViewModel {
  /// The commands of the screen on top.
  public var keyCommands: [KeyCommand] {
    let help = KeyCommand([.character("?")], label: "?", title: "help") { [weak self] in
      self?.isShowingHelp = true
    }
    guard selectedTab == .inventory else { return [help] }
    return inventoryViewModel.keyCommands + [help]
  }

  /// Whether a text field has focus, so characters and editing keys belong to it.
  public var isEditingText: Bool {
    guard selectedTab == .inventory, let form = inventoryViewModel.openForm else { return false }
    return form.route == nil && form.focusedField == .name
  }

  /// Handles a key the way every renderer must: while a text field is typed in, the renderer
  /// first (typing wins) and the table after; otherwise the table first, then the renderer's
  /// controls.
  ///
  /// - Parameter renderer: offers the event to the renderer; returns whether it used it.
  /// - Returns: whether anything used the event.
  public func handleKey(_ event: InputEvent, renderer: (InputEvent) -> Bool) -> Bool {
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
}

extension InventoryViewModel {
  /// The form of the open sheet, modal or pushed screen, if any.
  public var openForm: ItemViewModel? {
    switch route {
    case .add(let form): form
    case .row(_, let rowRoute): rowRoute.itemViewModel
    case nil: nil
    }
  }

  /// The commands of the inventory's screen on top.
  var keyCommands: [KeyCommand] {
    switch route {
    case nil: return listCommands
    case .row(_, .deleteAlert): return []
    case .add, .row:
      guard let form = openForm else { return [] }
      let confirm = KeyCommand(
        [.key(.control("s"))], label: "^S", title: confirmTitle ?? "confirm"
      ) { [weak self] in self?.confirmOpenForm() }
      return form.route == .colorPicker ? form.colorPickerCommands + [confirm] : [confirm]
    }
  }

  /// What confirming the open form does: "add" or "save".
  public var confirmTitle: String? {
    switch route {
    case .add, .row(_, .duplicate): "add"
    case .row(_, .edit): "save"
    case .row(_, .deleteAlert), nil: nil
    }
  }

  /// Confirms the open form as its "Add" or "Save" button does, closing the colour picker
  /// first so the form shows what happens (the edit screen shows "Saving…").
  public func confirmOpenForm() {
    guard let form = openForm else { return }
    if form.route == .colorPicker { form.setColorPickerNavigation(isActive: false) }
    switch route {
    case .add: add(item: form.item)
    case .row(let id, .duplicate): inventory[id: id]?.duplicate(item: form.item)
    case .row(let id, .edit): inventory[id: id]?.edit(item: form.item)
    case .row(_, .deleteAlert), nil: break
    }
  }

  private var listCommands: [KeyCommand] {
    var commands: [KeyCommand] = []
    if focus == .list {
      let count = inventory.count
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
    commands += [
      KeyCommand([.character("a")], label: "a", title: "add") { [weak self] in
        self?.addButtonTapped()
      }
    ]
    // The row is looked up when the key is pressed: reading the highlight here would make
    // everything that shows the table (the hints) depend on every move of it.
    if !inventory.isEmpty {
      commands += [
        KeyCommand([.character("d")], label: "d", title: "duplicate") { [weak self] in
          self?.highlightedRow?.duplicateButtonTapped()
        },
        KeyCommand([.character("x"), .key(.delete)], label: "x", title: "delete") {
          [weak self] in self?.highlightedRow?.deleteButtonTapped()
        },
      ]
    }
    return commands
  }
}

extension ItemViewModel {
  /// Home and PgUp highlight the first colour, End and PgDn the last: the picker is one short
  /// page.
  var colorPickerCommands: [KeyCommand] {
    [
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
