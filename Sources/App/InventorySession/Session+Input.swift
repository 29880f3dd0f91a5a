import Inventory
import TerminalCore
import TextEditing

extension Session {
  /// Handles one input event: the session's own keys first (F2 to F5 anywhere, Ctrl-O, the
  /// prompt, the help, Ctrl-P and the palette it opens, Esc on a message, clicks on the bar), then the key table and the renderer, then
  /// `q` when nothing used it. A message stays until something acts on it: Esc, a click on
  /// it, or an event the app or the session handles. F2 is not an answer: a swap keeps the
  /// message. Returns false for what nothing used, such as `q` that quits.
  @discardableResult
  public func handle(_ event: InputEvent) -> Bool {
    if case .resize = event { return swap.handle(event) }
    if swap.isSwitchKey(event) { return swap.handle(event) }
    if prompt != nil {
      handlePrompt(event)
      return true
    }
    if app.isShowingHelp {
      handleHelp(event)
      return true
    }
    let paletteWasOpen = swap.isShowingPalette
    if swap.handlePaletteEvent(event) {
      // A message would draw over the box: opening the palette answers it (what a command
      // run from the palette says stays).
      if !paletteWasOpen, swap.isShowingPalette { clearMessage() }
      return true
    }
    if message != nil, event == .key(.escape) || isClickOnMessage(event) {
      // Consumed: dismissing a message must not also close a form with a draft in it.
      clearMessage()
      return true
    }
    switch event {
    case .key(.control("o")):
      openPrompt()
      return true
    case .key(let key) where key == swap.sideKey && !swap.showsTwoSides:
      show(
        message: swap.isSplit
          ? "Split view needs \(swap.minimumSplitWidth) columns; F4 closes it"
          : Self.sideKeyOutsideSplitMessage)
      return true
    case .mouse(let mouse) where mouse.position.y == 0:
      // The swap's labels, then the Ctrl-O hint.
      if swap.handle(event) { return true }
      guard mouse.kind == .click, linkHintRange?.contains(mouse.position.x) == true else {
        return false
      }
      openPrompt()
      return true
    case .mouse(let mouse):
      if swap.handle(event) {
        clearMessage()
        return true
      }
      // A wheel notch no view used is the arrow it stands for, to the screen's key table
      // (the colour picker's and the form's arrows live there).
      guard !isTooSmall, mouse.kind == .wheelUp || mouse.kind == .wheelDown else { return false }
      return app.runCommand(for: .key(mouse.kind == .wheelUp ? .up : .down))
    default:
      return handleKey(event)
    }
  }

  /// A key through the view models' key table and the renderer; `q` nothing used asks to
  /// quit.
  private func handleKey(_ event: InputEvent) -> Bool {
    // Read only around a paste: every other key would pay for a copy of the field.
    let fieldBefore: EditableText? = if case .paste = event { app.focusedText } else { nil }
    let handled =
      !isTooSmall && app.handleKey(event, textEdit: EditableText.Edit.init) { swap.handle($0) }
    guard handled else {
      return event == .character("q") ? !quitUnlessSomethingIsOpen() : false
    }
    clearMessage()
    if case .paste(let text) = event, let fieldBefore, let fieldAfter = app.focusedText,
      let cut = Self.cutPasteMessage(pasted: text, before: fieldBefore, after: fieldAfter)
    {
      show(message: cut)
    }
    // The help is the session's to draw: no renderer observes it.
    if app.isShowingHelp { invalidate() }
    return true
  }

  /// Opens the prompt on the current link as the bar shows it, all selected, so typing
  /// replaces it.
  func openPrompt() {
    message = nil
    prompt = DeepLinkPrompt(link: app.readableURL)
    invalidate()
  }

  private func handlePrompt(_ event: InputEvent) {
    guard var prompt else { return }
    switch event {
    case .key(.escape):
      self.prompt = nil
    case .key(.control("y")):
      // Closed first, so the bar can say whether the copy was written.
      self.prompt = nil
      copy(link: prompt.text)
    case .key(.enter):
      self.prompt = nil
      do {
        try app.open(url: prompt.text)
      } catch {
        message = "Bad link: \(error)"
      }
    default:
      let before = prompt.field
      prompt.handle(event)
      self.prompt = prompt
      if case .paste(let text) = event,
        let cut = Self.cutPasteMessage(pasted: text, before: before, after: prompt.field)
      {
        message = cut
      }
    }
    invalidate()
  }

  /// `q` never throws a draft away: with a form, sheet or alert open it says how to leave.
  /// Returns whether the session quits.
  func quitUnlessSomethingIsOpen() -> Bool {
    guard app.hasOpenScreen else {
      wantsToQuit = true
      return true
    }
    message = isTooSmall ? Self.keepsHiddenScreenMessage : Self.keepsOpenScreenMessage
    invalidate()
    return false
  }

  /// What `q` says while a form, sheet or alert is open.
  static let keepsOpenScreenMessage = "Not quitting: Esc closes it, Ctrl-C quits"
  /// What `q` says while one is open on a screen too small to show it (Esc closes nothing
  /// unseen).
  static let keepsHiddenScreenMessage = "Not quitting: a form is open; Ctrl-C quits"
  /// What F5 says outside split view, where it has no other side to go to.
  static let sideKeyOutsideSplitMessage = "F5 moves between split view's sides; F4 opens it"

  private func clearMessage() {
    guard message != nil else { return }
    message = nil
    invalidate()
  }

  /// Whether `event` is a click on the lines a message takes below the bar.
  private func isClickOnMessage(_ event: InputEvent) -> Bool {
    guard case .mouse(let mouse) = event, mouse.kind == .click else { return false }
    return messageRows.contains(mouse.position.y)
  }
}
