extension Canvas {
  /// Row `y` as plain text: each character once (continuation cells skipped), trailing blanks
  /// trimmed.
  ///
  /// ```swift
  /// canvas.draw("键盘 ok", at: Point(x: 0, y: 1))
  /// canvas.row(1)  // "键盘 ok"
  /// ```
  public func row(_ y: Int) -> String {
    let row = cells(inRow: y)
    var end = row.endIndex
    while end > row.startIndex, row[end - 1].text == " " { end -= 1 }
    var line = ""
    for cell in row[..<end] where !cell.isContinuation { line += cell.text }
    return line
  }

  /// The whole canvas as plain text: one line per row (see ``row(_:)``), each ending in `"\n"`.
  ///
  /// This is the format of snapshot files; styles are ignored (see ``styledText()``).
  ///
  /// ```swift
  /// var canvas = Canvas(size: Size(width: 10, height: 2))
  /// canvas.draw("Phone", at: Point(x: 1, y: 0))
  /// canvas.plainText()  // " Phone\n\n"
  /// ```
  public func plainText() -> String {
    var text = ""
    for y in 0..<size.height {
      text += row(y)
      text += "\n"
    }
    return text
  }

  /// The whole canvas as text with inline style markers, for snapshot files that check styles.
  ///
  /// Each row is one line, as in ``plainText()``. A run of cells that share a style other than
  /// ``Style/plain`` is wrapped in `[attributes]` … `[/]`, where attributes are, in this order
  /// and separated by spaces: `bold`, `dim`, `underline`, `reverse`, `italic`, `link:URL`,
  /// `fg:COLOR`, `bg:COLOR`, with COLOR an ``ANSIColor`` case name (`red`, `brightBlue`) or a palette index (`218`).
  /// Only unstyled trailing blanks are trimmed, so a highlighted row shows its full width.
  /// A literal `[` in the text is doubled (`[[`), so markers are never ambiguous. The
  /// terminal's ``cursor``, when shown, is marked `[cursor]` just before its cell.
  ///
  /// ```text
  /// [bold]Inventory[/]
  /// [reverse] Keyboard       100 [/]
  ///  Charger [fg:yellow]●[/]      20
  ///  [[x] Done
  /// ```
  ///
  /// Why inline markers rather than a second line of style codes under each row: a style
  /// change then shows up in a diff on the very line whose text it styles, and a reader needs no
  /// legend to know what `[bold]` means.
  public func styledText() -> String {
    var text = ""
    for y in 0..<size.height {
      appendStyledRow(y, to: &text)
      text += "\n"
    }
    return text
  }

  private func appendStyledRow(_ y: Int, to text: inout String) {
    let row = cells(inRow: y)
    let cursorIndex = cursor.flatMap { $0.y == y ? row.startIndex + $0.x : nil }
    var end = row.endIndex
    while end > row.startIndex, row[end - 1].text == " ", row[end - 1].style == .plain,
      end - 1 != cursorIndex
    {
      end -= 1
    }
    var open: Style?
    for index in row.startIndex..<end where !row[index].isContinuation {
      let cell = row[index]
      if cell.style != (open ?? .plain) {
        if open != nil { text += "[/]" }
        open = cell.style == .plain ? nil : cell.style
        if let open { text += "[\(open.markerLabel)]" }
      }
      if index == cursorIndex { text += "[cursor]" }
      text += cell.text == "[" ? "[[" : cell.text
    }
    if open != nil { text += "[/]" }
  }
}

extension Style {
  /// The attributes of this style as ``Canvas/styledText()`` writes them: `bold fg:red`.
  fileprivate var markerLabel: String {
    var parts: [String] = []
    if bold { parts.append("bold") }
    if dim { parts.append("dim") }
    if underline { parts.append("underline") }
    if reverse { parts.append("reverse") }
    if italic { parts.append("italic") }
    if let link { parts.append("link:" + link.url) }
    if let name = foreground.markerName { parts.append("fg:" + name) }
    if let name = background.markerName { parts.append("bg:" + name) }
    return parts.joined(separator: " ")
  }
}

extension TerminalColor {
  /// `nil` for the terminal default, else an ANSI colour name or a palette index.
  fileprivate var markerName: String? {
    switch self {
    case .default: nil
    case .ansi(let color): "\(color)"
    case .palette(let index): "\(index)"
    }
  }
}
