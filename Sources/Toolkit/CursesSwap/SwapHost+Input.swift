import TerminalCore

extension SwapHost {
  /// The swap, cycle, split and side keys anywhere; a click on a bar label does what its key
  /// does; Ctrl-P opens the command palette, which then takes every other event; other clicks go to the renderer (in split view, the side they land on) relative to
  /// its area; a resize resizes the renderers' areas. Other events go to the renderer, unless the screen is too small, then
  /// to ``onUnusedEvent``. Returns false for what nothing used (such as `q`, which the run
  /// takes as quit).
  public func handle(_ event: InputEvent) -> Bool {
    if notice != nil {
      notice = nil
      invalidate()
    }
    if hostHandles(event) { return true }
    if handlePaletteEvent(event) { return true }
    if isShowingHelp {
      handleHelp(event)
      return true
    }
    let used = deliver(event)
    if let pendingSelection {
      self.pendingSelection = nil
      select(pendingSelection)
    }
    if used || onUnusedEvent?(event) == true { return true }
    if quitEvents.contains(event), isPresenting {
      notice = "Not quitting: Esc closes it, ^C quits"
      invalidate()
      return true
    }
    guard showsHelp, event == .character("?") else { return false }
    isShowingHelp = true
    invalidate()
    return true
  }

  /// The host's own events: resizes, the switching keys, clicks on the bar.
  private func hostHandles(_ event: InputEvent) -> Bool {
    switch event {
    case .resize(let newSize):
      size = newSize
      layOut()
      if isShowingPalette, !canShowPalette { closePalette() }
      return true
    case .key(swapKey):
      swap()
      return true
    case .key(let key) where key == cycleKey:
      cycle()
      return true
    case .key(let key) where key == splitKey:
      toggleSplit()
      return true
    case .key(let key) where key == sideKey && showsTwoSides:
      focus(focusedSide.other)
      return true
    case .mouse(let mouse) where showsBar && mouse.position.y == 0:
      return handleBarClick(mouse)
    default:
      return false
    }
  }

  /// Gives the renderer `event`, a click relative to the area below the bar.
  private func deliver(_ event: InputEvent) -> Bool {
    guard !isTooSmall, let renderer else { return false }
    isDelivering = true
    defer { isDelivering = false }
    guard case .mouse(var mouse) = event else { return renderer.handle(event) }
    guard mouse.position.y >= barHeight, mouse.position.y < barHeight + contentSize.height else {
      return false
    }
    mouse.position.y -= barHeight
    return showsTwoSides ? deliverToSide(mouse) : renderer.handle(.mouse(mouse))
  }

  /// Whether `event` is one of the host's keys: swap, cycle, split, or the side key while
  /// two sides show.
  public func isSwitchKey(_ event: InputEvent) -> Bool {
    guard case .key(let key) = event else { return false }
    return key == swapKey || key == cycleKey || key == splitKey
      || (key == sideKey && showsTwoSides)
  }

  private func handleBarClick(_ mouse: MouseEvent) -> Bool {
    guard mouse.kind == .click,
      let action = SwapBarLayout(for: self).action(at: mouse.position.x)
    else { return false }
    switch action {
    case .swap: swap()
    case .cycle: cycle()
    case .split: toggleSplit()
    case .focus(let side): focus(side)
    }
    return true
  }

  /// How a key is written on the bar: "F2", "^O", or its name.
  static func label(of key: Key) -> String {
    switch key {
    case .function(let number): "F\(number)"
    case .control(let letter): "^\(letter.uppercased())"
    default: "\(key)"
    }
  }

  /// How an event is named to the user: "q", "F2", "^O".
  static func name(of event: InputEvent) -> String {
    switch event {
    case .character(let character): String(character)
    case .key(let key): label(of: key)
    default: "\(event)"
    }
  }

  var swapKeyName: String { Self.label(of: swapKey) }
  var cycleKeyName: String { cycleKey.map(Self.label(of:)) ?? "" }
  var splitKeyName: String { splitKey.map(Self.label(of:)) ?? "" }
}
