import Inventory
import TerminalCore
import TextEditing

extension Session {
  /// The bar's look: reversed, so it stands apart from the app below it.
  static let barStyle = Style(reverse: true)

  /// Draws the bar and, below it, the renderer's screen (or the too-small notice).
  public func draw(into canvas: inout Canvas) {
    drawBar(into: &canvas)
    guard !isTooSmall else {
      drawTooSmallNotice(into: &canvas)
      drawLinesBelowBar(into: &canvas)
      return
    }
    var appCanvas = Canvas(size: appSize)
    renderer.draw(into: &appCanvas)
    // The prompt and the help take the keys: the app's text field shows no cursor under them.
    if prompt != nil || app.isShowingHelp { appCanvas.cursor = nil }
    canvas.draw(appCanvas, at: Point(x: 0, y: 1))
    if app.isShowingHelp { drawHelp(into: &canvas) }
    drawLinesBelowBar(into: &canvas)
  }

  private func drawBar(into canvas: inout Canvas) {
    canvas.fill(Rect(x: 0, y: 0, width: size.width, height: 1), style: Self.barStyle)
    if let prompt {
      drawPrompt(prompt, into: &canvas)
      return
    }
    let x = drawBarLabels(into: &canvas)
    if let message, messageFitsInBar {
      canvas.draw(message, at: Point(x: x, y: 0), style: Self.barStyle.bolded())
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

  private func drawTooSmallNotice(into canvas: inout Canvas) {
    let lines = [
      "Terminal too small",
      "\(size.width)×\(size.height), needs \(Self.minimumSize.width)×\(Self.minimumSize.height)",
      "F2 swaps · q quits",
    ]
    for (offset, line) in lines.enumerated() where offset + 1 < size.height {
      canvas.draw(TextWidth.truncated(line, toWidth: size.width), at: Point(x: 0, y: offset + 1))
    }
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
