import Inventory
import TerminalCore

extension Session {
  /// The bar's look: reversed, so it stands apart from the app below it.
  static let barStyle = Style(reverse: true)

  /// Draws the bar and, below it, the renderer's screen (or the too-small notice).
  public func draw(into canvas: inout Canvas) {
    drawBar(into: &canvas)
    guard !isTooSmall else {
      drawTooSmallNotice(into: &canvas)
      return
    }
    var appCanvas = Canvas(size: appSize)
    renderer.draw(into: &appCanvas)
    canvas.draw(appCanvas, at: Point(x: 0, y: 1))
  }

  /// The swap label, e.g. "F2 Use imperative", and the columns it takes in the bar.
  var swapLabel: String { "F2 Use \(rendererKind.other.rawValue)" }
  var swapLabelRange: Range<Int> {
    let start = TextWidth.of(" \(rendererKind.title) │ ")
    return start..<(start + TextWidth.of(swapLabel))
  }

  private func drawBar(into canvas: inout Canvas) {
    canvas.fill(Rect(x: 0, y: 0, width: size.width, height: 1), style: Self.barStyle)
    if let prompt {
      drawPrompt(prompt, into: &canvas)
      return
    }
    let location = message ?? observedLocation()
    let messageStyle = message == nil ? Self.barStyle : Self.barStyle.bolded()
    var x = canvas.draw(" \(rendererKind.title) │ ", at: .zero, style: Self.barStyle.bolded())
    x = canvas.draw(swapLabel, at: Point(x: x, y: 0), style: Self.barStyle.underlined())
    x = canvas.draw(" │ ", at: Point(x: x, y: 0), style: Self.barStyle)
    let room = max(size.width - x, 0)
    let shown =
      message == nil
      ? Self.shortened(location, toWidth: room) : TextWidth.truncated(location, toWidth: room)
    canvas.draw(shown, at: Point(x: x, y: 0), style: messageStyle)
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

  private func drawPrompt(_ prompt: DeepLinkPrompt, into canvas: inout Canvas) {
    let label = " Open link (Enter opens, Esc cancels): "
    let x = canvas.draw(label, at: .zero, style: Self.barStyle.bolded())
    let room = max(size.width - x - 1, 1)
    // Keep the cursor in view: walk back from it while the text before it still fits, so
    // the work follows the bar's width, not the link's length.
    let characters = Array(prompt.text)
    var start = prompt.cursor
    var widthBeforeCursor = 0
    while start > 0, widthBeforeCursor + TextWidth.of(characters[start - 1]) < room {
      start -= 1
      widthBeforeCursor += TextWidth.of(characters[start])
    }
    let visible = String(characters[start...].prefix(room + 1))
    canvas.draw(
      TextWidth.truncated(visible, toWidth: room + 1, ellipsis: ""), at: Point(x: x, y: 0),
      style: Self.barStyle)
    let cursorX = x + widthBeforeCursor
    canvas.restyle(Rect(x: cursorX, y: 0, width: 1, height: 1)) { $0.reverse = false }
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

  /// The current location as a deep link, read under observation so the bar follows
  /// navigation even when the renderer shows nothing new.
  /// One observation at a time: a frame drawn while one is pending just reads the value.
  private func observedLocation() -> String {
    guard !isObservingLocation else { return app.url.absoluteString }
    isObservingLocation = true
    return locationObservation.track { app.url.absoluteString }
  }

  func locationDidChange() {
    isObservingLocation = false
    invalidate()
  }
}
