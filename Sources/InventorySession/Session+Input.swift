import Inventory
import TerminalCore

extension Session {
  /// Handles one input event: the session's own keys first (F2, Ctrl-O, the prompt, clicks on
  /// the bar), then the renderer, then `q` when the renderer did not use it.
  public func handle(_ event: InputEvent) {
    if case .resize(let newSize) = event {
      resize(to: newSize)
      return
    }
    if prompt != nil {
      handlePrompt(event)
      return
    }
    if message != nil, event.isKeyboard { clearMessage() }
    switch event {
    case .key(.function(2)):
      swapRenderer()
    case .key(.control("o")):
      prompt = DeepLinkPrompt()
      invalidate()
    case .mouse(let mouse) where mouse.position.y == 0:
      if mouse.kind == .click, swapLabelRange.contains(mouse.position.x) { swapRenderer() }
    case .mouse(var mouse):
      guard !isTooSmall else { return }
      mouse.position.y -= 1
      _ = renderer.handle(.mouse(mouse))
    default:
      let handled = !isTooSmall && app.handleKey(event) { renderer.handle($0) }
      if !handled, event == .character("q") { quitUnlessSomethingIsOpen() }
    }
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
      prompt.handle(event)
      self.prompt = prompt
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
    message = nil
    invalidate()
  }
}

extension InputEvent {
  /// Whether the event came from the keyboard.
  fileprivate var isKeyboard: Bool {
    switch self {
    case .key, .character: true
    case .mouse, .resize: false
    }
  }
}
