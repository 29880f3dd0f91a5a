import TerminalCore

/// How an alert draws: its title, message and buttons (its text fields draw themselves, as
/// subviews placed by ``AlertController/layoutTextFields()``).
///
/// ```text
///   Rename
///
///   [Phone                      ]
///
///   [ Cancel ]  [ Rename ]
/// ```
extension AlertController {
  /// `rect` less the padding: two columns each side, and a row above and below where the
  /// screen leaves the alert its full height. On a screen too short for that (40×12 with a
  /// text field) the padding rows go first, so the buttons stay in view.
  func contentRect(in rect: Rect) -> Rect {
    let unpadded = preferredContentSize(fitting: Size(width: rect.width, height: .max)).height
    let padding = rect.height >= unpadded ? 1 : 0
    return rect.inset(top: padding, left: 2, bottom: padding, right: 2)
  }

  func drawAlert(into canvas: inout Canvas, in rect: Rect) {
    canvas.fill(rect, style: .plain)
    let inner = contentRect(in: rect)
    var y = inner.minY
    let heading = TextWidth.fitted(title ?? "", toWidth: inner.width, alignment: .center)
    canvas.draw(heading, at: Point(x: inner.minX, y: y), style: Style(bold: true), clip: inner)
    if message != nil {
      y += 1
      for line in messageLines(width: inner.width) {
        y += 1
        let centred = TextWidth.fitted(line, toWidth: inner.width, alignment: .center)
        canvas.draw(centred, at: Point(x: inner.minX, y: y), clip: inner)
      }
    }
    y += 2 + fieldRowsHeight
    drawButtons(into: &canvas, row: y, in: inner)
  }

  /// The buttons centred on `row`, remembering where each went for clicks.
  private func drawButtons(into canvas: inout Canvas, row y: Int, in inner: Rect) {
    let labels = actions.map { "[ \($0.title) ]" }
    let total = labels.map(TextWidth.of).reduce(0, +) + 2 * max(labels.count - 1, 0)
    var x = inner.minX + max((inner.width - total) / 2, 0)
    let focus = alertFocus
    let defaultIndex = defaultActionIndex
    buttonFrames.removeAll()
    for (index, action) in actions.enumerated() {
      var style = Style.plain
      if action.style == .destructive { style.foreground = .ansi(.red) }
      // As UIKit: the default action is the bold one; without one, the cancel action is.
      if defaultIndex == nil ? action.style == .cancel : index == defaultIndex {
        style.bold = true
      }
      if focus == .action(index) { style.reverse = true }
      let end = canvas.draw(labels[index], at: Point(x: x, y: y), style: style, clip: inner)
      buttonFrames.append(Rect(x: x, y: y, width: end - x, height: 1))
      x = end + 2
    }
  }
}
