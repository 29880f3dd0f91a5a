import CursesSwap
import Inventory
import TerminalCore
import TextEditing

extension Session {
  /// The bar's look, the swap host's.
  static var barStyle: Style { SwapHost.barStyle }
  /// The link needs about this many columns beside the renderers' names to say where the user
  /// is; below that the names shorten.
  static let linkRoom = 30

  /// Draws the bar and, below it, the renderer's screen (or the too-small notice), then what
  /// the session puts over them: the prompt in the bar, the help, a long message.
  public func draw(into canvas: inout Canvas) {
    swap.draw(into: &canvas)
    // The prompt and the help take the keys: the app's text field shows no cursor under them.
    if prompt != nil || app.isShowingHelp { canvas.cursor = nil }
    if let prompt {
      canvas.fill(Rect(x: 0, y: 0, width: size.width, height: 1), style: Self.barStyle)
      drawPrompt(prompt, into: &canvas)
    }
    if app.isShowingHelp, !isTooSmall { drawHelp(into: &canvas) }
    drawLinesBelowBar(into: &canvas)
  }

  /// After the swap labels: a message that fits there, or the current location.
  func drawBarAccessory(into canvas: inout Canvas) {
    guard prompt == nil else { return }
    if let message, messageFitsInBar {
      canvas.draw(message, at: Point(x: locationStart, y: 0), style: Self.barStyle.bolded())
    } else {
      drawLocation(observedLocation(), into: &canvas)
    }
  }

  /// A location cut in the middle when it is too long, so both where it starts (the tab) and
  /// where it ends (the screen, such as `/edit`) stay readable.
  static func shortened(_ location: String, toWidth width: Int) -> String {
    guard TextWidth.of(location) > width, width > 1 else {
      return TextWidth.truncated(location, toWidth: width)
    }
    let characters = Array(location)
    let tailWidth = (width - 1) / 2
    var tail = ""
    for character in characters.reversed() {
      guard TextWidth.of(tail) + TextWidth.of(character) <= tailWidth else { break }
      tail.insert(character, at: tail.startIndex)
    }
    let head = TextWidth.truncated(location, toWidth: width - TextWidth.of(tail), ellipsis: "…")
    return head + tail
  }

  /// The current location as a deep link decoded for reading, read under observation so the
  /// bar follows navigation even when the renderer shows nothing new.
  /// One observation at a time: a frame drawn while one is pending just reads the value.
  private func observedLocation() -> String {
    guard !isObservingLocation else { return app.readableURL }
    isObservingLocation = true
    return locationObservation.track { app.readableURL }
  }

  func locationDidChange() {
    isObservingLocation = false
    invalidate()
  }
}
