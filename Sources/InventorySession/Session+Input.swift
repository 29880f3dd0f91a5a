import Inventory
import TerminalCore
import TextEditing

extension Session {
  /// Handles one input event: the session's own keys first (F2 and F3 anywhere, Ctrl-O, the prompt,
  /// Esc on a message, clicks on the bar), then the renderer, then `q` when the renderer did
  /// not use it. A message stays until something acts on it: Esc, a click on it, or an event
  /// the app or the session handles. F2 is not an answer: a swap keeps the message.
  public func handle(_ event: InputEvent) {
    if case .resize(let newSize) = event {
      resize(to: newSize)
      return
    }
    if event == .key(.function(2)) {
      swapRenderer()
      return
    }
    if event == .key(.function(3)) {
      switchRenderer(to: rendererKind.next)
      return
    }
    if prompt != nil {
      handlePrompt(event)
      return
    }
    if app.isShowingHelp {
      handleHelp(event)
      return
    }
    if message != nil, event == .key(.escape) || isClickOnMessage(event) {
      // Consumed: dismissing a message must not also close a form with a draft in it.
      clearMessage()
      return
    }
    switch event {
    case .key(.control("o")):
      openPrompt()
    case .mouse(let mouse) where mouse.position.y == 0:
      guard mouse.kind == .click else { return }
      let bar = barLayout
      if bar.f2Range.contains(mouse.position.x) {
        swapRenderer()
      } else if bar.f3Range.contains(mouse.position.x) {
        switchRenderer(to: rendererKind.next)
      } else if linkHintRange?.contains(mouse.position.x) == true {
        openPrompt()
      }
    case .mouse(var mouse):
      guard !isTooSmall else { return }
      mouse.position.y -= 1
      if renderer.handle(.mouse(mouse)) { clearMessage() }
    default:
      // Read only around a paste: every other key would pay for a copy of the field.
      let fieldBefore: EditableText? = if case .paste = event { app.focusedText } else { nil }
      let handled =
        !isTooSmall
        && app.handleKey(event, textEdit: EditableText.Edit.init) { renderer.handle($0) }
      if handled {
        clearMessage()
        if case .paste(let text) = event, let fieldBefore, let fieldAfter = app.focusedText,
          let cut = Self.cutPasteMessage(pasted: text, before: fieldBefore, after: fieldAfter)
        {
          show(message: cut)
        }
        // The help is the session's to draw: no renderer observes it.
        if app.isShowingHelp { invalidate() }
      } else if event == .character("q") {
        quitUnlessSomethingIsOpen()
      }
    }
  }

  /// Opens the prompt on the current link as the bar shows it, all selected, so typing
  /// replaces it.
  private func openPrompt() {
    message = nil
    prompt = DeepLinkPrompt(link: app.readableURL)
    invalidate()
  }

  private func resize(to newSize: Size) {
    size = newSize
    app.screenSize = appSize
    _ = renderer.handle(.resize(appSize))
    invalidate()
  }

  private func handlePrompt(_ event: InputEvent) {
    guard var prompt else { return }
    switch event {
    case .key(.escape):
      self.prompt = nil
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
  private func quitUnlessSomethingIsOpen() {
    guard app.hasOpenScreen else {
      wantsToQuit = true
      return
    }
    message = Self.keepsOpenScreenMessage
    invalidate()
  }

  /// What `q` says while a form, sheet or alert is open.
  static let keepsOpenScreenMessage = "Not quitting: Esc closes it, Ctrl-C quits"

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
