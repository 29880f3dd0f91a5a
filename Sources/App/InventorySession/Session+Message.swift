import TerminalCore

/// Where a message goes: in the bar when it fits there whole, otherwise word-wrapped on lines
/// just below the bar, over the top of the app, so a refused link's reason can always be read
/// in full, even at 40 columns.
extension Session {
  /// Whether the message fits whole in the bar after the swap label (with a blank after it).
  var messageFitsInBar: Bool {
    guard let message, prompt == nil else { return false }
    return TextWidth.of(message) < size.width - locationStart
  }

  /// The message's lines below the bar; none when it is in the bar. At most as many as the
  /// screen has rows below the bar, the last one cut with "…" if there is more.
  var messageLinesBelowBar: [String] {
    guard let message, !messageFitsInBar else { return [] }
    let width = size.width - 2
    var lines = TextWidth.wrapped(message, toWidth: width)
    let limit = size.height - 1 - promptHintRows
    guard limit > 0 else { return [] }
    if lines.count > limit {
      lines = Array(lines.prefix(limit))
      lines[limit - 1] = TextWidth.truncated(lines[limit - 1] + " …", toWidth: width)
    }
    return lines
  }

  /// The screen rows the message takes below the bar; a click there dismisses it.
  var messageRows: Range<Int> {
    let start = 1 + promptHintRows
    return start..<(start + messageLinesBelowBar.count)
  }

  /// Draws what goes just below the bar over the app: the narrow prompt's keys, then a message
  /// too long for the bar, on full-width rows in the bar's style.
  func drawLinesBelowBar(into canvas: inout Canvas) {
    drawPromptHint(into: &canvas)
    for (row, line) in zip(messageRows, messageLinesBelowBar) {
      canvas.fill(Rect(x: 0, y: row, width: size.width, height: 1), style: Self.barStyle)
      canvas.draw(line, at: Point(x: 1, y: row), style: Self.barStyle.bolded())
    }
  }
}
