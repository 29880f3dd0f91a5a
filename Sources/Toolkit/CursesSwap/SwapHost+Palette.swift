import TerminalCore

/// The command palette: Ctrl-P (``paletteKey``) opens a box listing the screen's commands
/// (``commands``) and the host's own (``hostCommands``); typing filters them, ↑ ↓ choose,
/// Enter or a click runs one, Esc closes. It is modal, drawn over every renderer alike:
/// no key typed into it reaches the screen below, and the switching keys still swap under
/// it, keeping it open with its query.
extension SwapHost {
  /// Whether the command palette is open.
  public var isShowingPalette: Bool { palette != nil }

  /// Opens the palette with an empty query; nothing when it is open, the screen is below
  /// ``minimumSize`` or too small for the box.
  ///
  /// ```swift
  /// host.openPalette()
  /// _ = host.handle(.character("s"))   // filters: "swap to Imperative" first
  /// ```
  public func openPalette() {
    // Below the minimum size the notice takes the screen, and on a screen too small for the
    // box nothing would show it: a palette nobody sees must not take the keys.
    guard palette == nil, canShowPalette else { return }
    isShowingHelp = false
    palette = CommandPalette()
    invalidate()
  }

  /// Whether the palette's box can be drawn: the screen is big enough for the app and for
  /// the box.
  var canShowPalette: Bool {
    !isTooSmall && !paletteBox(CommandPalette(), commands: []).frame.isEmpty
  }

  /// Closes the palette, running nothing.
  ///
  /// ```swift
  /// host.closePalette()   // as Esc does
  /// ```
  public func closePalette() {
    guard palette != nil else { return }
    palette = nil
    invalidate()
  }

  /// The host's commands in the palette: swap, next renderer, split and the other side
  /// (while two show), the key help when ``showsHelp``, and quit when ``onQuit`` is set.
  public var hostCommands: [KeyCommand] {
    var list = [
      KeyCommand(
        [.key(swapKey)], label: Self.label(of: swapKey),
        title: "swap to \(renderers[swapTargetIndex].name)"
      ) { [weak self] in self?.swap() }
    ]
    if let cycleKey, let target = cycleTargetIndex {
      list.append(
        KeyCommand(
          [.key(cycleKey)], label: cycleKeyName, title: "next renderer: \(renderers[target].name)"
        ) { [weak self] in self?.cycle() })
    }
    if let splitKey {
      list.append(
        KeyCommand(
          [.key(splitKey)], label: splitKeyName,
          title: isSplit ? "one side again" : "split view: two renderers side by side"
        ) { [weak self] in self?.toggleSplit() })
    }
    if let sideKey, showsTwoSides {
      list.append(
        KeyCommand([.key(sideKey)], label: Self.label(of: sideKey), title: "other side") {
          [weak self] in
          guard let self else { return }
          focus(focusedSide.other)
        })
    }
    if showsHelp {
      list.append(
        KeyCommand([.character("?")], label: "?", title: "help: the keys") { [weak self] in
          self?.isShowingHelp = true
          self?.invalidate()
        })
    }
    if onQuit != nil {
      list.append(
        KeyCommand(
          quitEvents, label: quitEvents.map(Self.name(of:)).joined(separator: "/"),
          title: "quit"
        ) { [weak self] in self?.onQuit?() })
    }
    return list
  }

  /// Everything the palette lists: the screen's commands, then the host's.
  public var paletteCommands: [KeyCommand] { (commands?() ?? []) + hostCommands }

  /// Opens the palette on its key, or takes `event` while it is open; returns whether the
  /// palette used it. A host's own ``handle(_:)`` asks it first; a session that wraps the
  /// host (with its own keys before the renderer's) asks it in the same place.
  ///
  /// ```swift
  /// if swap.handlePaletteEvent(event) { return true }   // before the session's own keys
  /// ```
  public func handlePaletteEvent(_ event: InputEvent) -> Bool {
    guard var palette else {
      guard let paletteKey, event == .key(paletteKey), canShowPalette else { return false }
      openPalette()
      return true
    }
    guard canShowPalette else {
      // The screen shrank under it: closed, so the keys reach what is on screen again.
      closePalette()
      return false
    }
    let commands = paletteCommands
    let outcome: CommandPalette.Outcome
    if case .mouse(let mouse) = event {
      guard mouse.kind == .click else { return true }
      let box = paletteBox(palette, commands: commands)
      if let index = box.commandIndex(at: mouse.position) {
        outcome = palette.click(at: index, matching: commands)
      } else {
        outcome = box.frame.contains(mouse.position) ? .none : .close
      }
    } else {
      outcome = palette.handle(event, matching: commands)
    }
    switch outcome {
    case .none: self.palette = palette
    case .close: self.palette = nil
    case .run(let command):
      self.palette = nil
      command.run()
    }
    invalidate()
    return true
  }

  /// The palette's box over the area below the bar.
  func paletteBox(_ palette: CommandPalette, commands: [KeyCommand]) -> CommandPaletteBox {
    CommandPaletteBox(
      palette: palette, matches: palette.matches(in: commands),
      over: Rect(x: 0, y: barHeight, width: size.width, height: contentSize.height))
  }

  /// Draws the open palette over the screen, its cursor in the query.
  func drawPalette(into canvas: inout Canvas) {
    guard let palette else { return }
    canvas.cursor = nil
    paletteBox(palette, commands: paletteCommands).draw(into: &canvas)
  }
}
