/// Draws a ``CommandPalette``: a box near the top of an area with the query on its first
/// line, then the matching commands (their matched letters bold and underlined, their keys
/// on the right, the highlighted one reversed), and the palette's keys in its lower edge.
/// The host that owns the palette draws it over whatever renderer is on screen, and asks
/// it where a click landed (``commandIndex(at:)``).
///
/// ```swift
/// let box = CommandPaletteBox(palette: palette, matches: palette.matches(in: commands),
///                             over: Rect(x: 0, y: 1, width: 80, height: 22))
/// box.draw(into: &canvas)   // the terminal's cursor goes to the query
/// ```
public struct CommandPaletteBox {
  /// The palette drawn.
  public let palette: CommandPalette
  /// Its matches, as ``CommandPalette/matches(in:)`` gives them.
  public let matches: [CommandPalette.Match]
  /// The box, inside the area it was given; empty when the area is too small to read.
  public let frame: Rect

  /// What an empty list says.
  public static let noMatchText = "No command matches"
  /// The keys written in the box's lower edge.
  public static let keysText = " ↑↓ choose · ⏎ run · Esc close "

  /// A box for `palette` centred near the top of `area`: at most 64 columns wide, as tall as
  /// its matches (up to ``CommandPalette/visibleRows``).
  public init(palette: CommandPalette, matches: [CommandPalette.Match], over area: Rect) {
    self.palette = palette
    self.matches = matches
    let width = min(64, area.width - 2)
    let rows = min(max(matches.count, 1), CommandPalette.visibleRows)
    let height = min(rows + 4, area.height)
    frame =
      width < 20 || height < 5
      ? Rect(x: area.minX, y: area.minY, width: 0, height: 0)
      : Rect(x: area.minX + (area.width - width) / 2, y: area.minY, width: width, height: height)
  }

  /// The rows the commands take inside the box.
  var listRows: Rect {
    Rect(x: frame.minX + 2, y: frame.minY + 3, width: frame.width - 4, height: frame.height - 4)
  }

  /// The highlighted match, within the matches there are now.
  var highlight: Int { CommandPalette.clamped(palette.highlight, count: matches.count) }

  /// The first match shown: the highlight stays in view.
  var firstShown: Int { max(0, highlight - listRows.height + 1) }

  /// The index among the matches of the command drawn at `point`, if any.
  public func commandIndex(at point: Point) -> Int? {
    guard !frame.isEmpty, listRows.contains(point) else { return nil }
    let index = firstShown + point.y - listRows.minY
    return matches.indices.contains(index) ? index : nil
  }

  /// Draws the box; the canvas's cursor goes to the query's insertion point.
  public func draw(into canvas: inout Canvas) {
    guard !frame.isEmpty else { return }
    canvas.drawBox(frame, title: " Commands ")
    drawKeys(into: &canvas)
    let queryLine = Rect(x: frame.minX + 4, y: frame.minY + 1, width: frame.width - 6, height: 1)
    canvas.draw("›", at: Point(x: frame.minX + 2, y: queryLine.minY), style: Style(bold: true))
    canvas.drawEditableText(
      palette.query, in: queryLine, style: .plain, showsCursor: true,
      placeholder: "type to filter commands")
    let rule = String(repeating: "─", count: frame.width - 2)
    canvas.draw("├" + rule + "┤", at: Point(x: frame.minX, y: frame.minY + 2))
    guard !matches.isEmpty else {
      canvas.draw(Self.noMatchText, at: listRows.origin, style: Style(dim: true), clip: listRows)
      return
    }
    let shown = matches[firstShown...].prefix(listRows.height)
    for (offset, match) in shown.enumerated() {
      drawCommand(
        match, row: listRows.minY + offset, isHighlighted: firstShown + offset == highlight,
        into: &canvas)
    }
  }

  private func drawCommand(
    _ match: CommandPalette.Match, row y: Int, isHighlighted: Bool, into canvas: inout Canvas
  ) {
    let line = Rect(x: listRows.minX - 1, y: y, width: listRows.width + 2, height: 1)
    let base = Style(reverse: isHighlighted)
    canvas.fill(line, style: base)
    let keys = match.command.label
    let keysWidth = TextWidth.of(keys)
    let titleRoom = Rect(
      x: listRows.minX, y: y, width: max(listRows.width - keysWidth - 2, 1), height: 1)
    let matched = Set(match.positions)
    var x = titleRoom.minX
    for (offset, character) in match.command.paletteTitle.enumerated() {
      let style = matched.contains(offset) ? base.bolded().underlined() : base
      x = canvas.draw(String(character), at: Point(x: x, y: y), style: style, clip: titleRoom)
      if x >= titleRoom.maxX { break }
    }
    guard keysWidth > 0, keysWidth < listRows.width else { return }
    canvas.draw(keys, at: Point(x: listRows.maxX - keysWidth, y: y), style: base.dimmed())
  }

  /// The palette's keys in its lower edge, at the right.
  private func drawKeys(into canvas: inout Canvas) {
    let keys = TextWidth.truncated(Self.keysText, toWidth: frame.width - 4)
    canvas.draw(
      keys, at: Point(x: frame.maxX - 2 - TextWidth.of(keys), y: frame.maxY - 1),
      style: Style(dim: true))
  }
}
