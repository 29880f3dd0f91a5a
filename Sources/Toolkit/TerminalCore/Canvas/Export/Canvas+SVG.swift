extension Canvas {
  /// The width of a cell in an SVG picture, in pixels (a 15 px monospace font's advance).
  public static let svgCellWidth = 9
  /// The height of a cell (a row) in an SVG picture, in pixels.
  public static let svgCellHeight = 18

  /// The canvas as an SVG picture: a ``svgCellWidth`` × ``svgCellHeight`` pixel cell per
  /// column and row, in the colours of ``ExportPalette``, ending in a newline.
  ///
  /// Each row's cells are drawn as runs: a background rectangle per run of cells of one
  /// colour other than the screen's, a `<text>` per run of one style. Every run is put at its
  /// column's x and spread to its cells' width (`textLength`), so the grid never depends on
  /// how wide the font draws a glyph: a wide character is a run of its own two cells wide
  /// (its continuation cell draws nothing), and narrow non-ASCII glyphs (rules, arrows,
  /// blocks) are runs apart from ASCII text, their glyphs stretched to the cells. Blanks at either end of a run that is not
  /// underlined are left out. A linked run is inside an `<a href>`. Text is XML-escaped and
  /// control characters never reach the file; the output depends only on the canvas.
  ///
  /// ```swift
  /// var canvas = Canvas(size: Size(width: 4, height: 1))
  /// canvas.draw("日本", at: .zero, style: Style(bold: true))
  /// canvas.svg()  // <svg … width="36" height="18" …> … <text x="0" … textLength="18" …>日</text> …
  /// ```
  public func svg() -> String {
    let cellWidth = Self.svgCellWidth
    let cellHeight = Self.svgCellHeight
    let width = size.width * cellWidth
    let height = size.height * cellHeight
    var classes: [ExportLook.TextLook: Int] = [:]
    var classOrder: [ExportLook.TextLook] = []
    var body = ""
    var cache = ExportLooks()
    for y in 0..<size.height {
      let row = Array(cells(inRow: y))
      let looks = cache.looks(of: cells(inRow: y))
      let top = y * cellHeight
      for run in Self.backgroundRuns(looks) {
        body +=
          "<rect x=\"\(run.start * cellWidth)\" y=\"\(top)\" width=\"\(run.count * cellWidth)\""
        body += " height=\"\(cellHeight)\" fill=\"\(run.color)\"/>\n"
      }
      for segment in Self.textSegments(row, looks: looks) {
        let textLook = segment.look.textLook
        let number: Int
        if let known = classes[textLook] {
          number = known
        } else {
          number = classOrder.count
          classes[textLook] = number
          classOrder.append(textLook)
        }
        var element = "<text x=\"\(segment.start * cellWidth)\" y=\"\(top + 14)\""
        element += " textLength=\"\(segment.columns * cellWidth)\""
        if segment.scalesGlyphs { element += " lengthAdjust=\"spacingAndGlyphs\"" }
        element += " class=\"t\(number)\">"
        element += MarkupEscaping.escaped(segment.text) + "</text>"
        if let link = segment.look.link {
          element = "<a href=\"\(MarkupEscaping.escaped(link))\">" + element + "</a>"
        }
        body += element + "\n"
      }
    }
    var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\""
    svg += " viewBox=\"0 0 \(width) \(height)\" xml:space=\"preserve\">\n"
    svg += "<style>\n"
    svg += "text{font-family:ui-monospace,'DejaVu Sans Mono','SF Mono',Menlo,Consolas,"
    svg += "'Liberation Mono',monospace;font-size:15px;white-space:pre}\n"
    for (number, look) in classOrder.enumerated() {
      svg += ".t\(number){\(look.css)}\n"
    }
    svg += "</style>\n"
    svg += "<rect width=\"\(width)\" height=\"\(height)\" fill=\"\(ExportPalette.background)\"/>\n"
    svg += body
    svg += "</svg>\n"
    return svg
  }

  /// A run of a row's cells drawn as one `<text>`: from column `start`, `columns` wide.
  struct TextSegment {
    var start: Int
    var columns: Int
    var text: String
    var look: ExportLook
    /// Whether the glyphs are stretched to the cells too, not only spaced: rules, blocks and
    /// other narrow non-ASCII glyphs, which a fallback font may draw narrower, so a rule stays
    /// unbroken. ASCII text and a wide character keep their shapes.
    var scalesGlyphs = false
  }

  /// A run of a row's cells of one background colour other than the screen's.
  struct BackgroundRun {
    var start: Int
    var count: Int
    var color: String
  }

  static func backgroundRuns(_ looks: [ExportLook]) -> [BackgroundRun] {
    var runs: [BackgroundRun] = []
    for (x, look) in looks.enumerated() {
      guard !look.hasDefaultBackground else { continue }
      if let last = runs.last, last.color == look.background, last.start + last.count == x {
        runs[runs.count - 1].count += 1
      } else {
        runs.append(BackgroundRun(start: x, count: 1, color: look.background))
      }
    }
    return runs
  }

  /// The row's text as runs of one look and one kind (ASCII, other narrow glyphs, or a single
  /// wide character), without the blanks at either end of a run that is not underlined.
  static func textSegments(_ row: [Cell], looks: [ExportLook]) -> [TextSegment] {
    enum Kind { case ascii, narrow, wide }
    func kind(of cell: Cell) -> Kind {
      if cell.width == 2 { return .wide }
      let scalars = cell.text.unicodeScalars
      return scalars.count == 1 && scalars.first!.isASCII ? .ascii : .narrow
    }
    var segments: [TextSegment] = []
    var cells: [Cell] = []
    var start = 0
    func finish() {
      defer { cells.removeAll() }
      guard let first = cells.first else { return }
      let look = looks[start]
      var lower = 0
      var upper = cells.count
      if !look.underline {
        while lower < upper, cells[lower].isSpace { lower += 1 }
        while upper > lower, cells[upper - 1].isSpace { upper -= 1 }
      }
      guard lower < upper else { return }
      let kept = cells[lower..<upper]
      segments.append(
        TextSegment(
          start: start + lower, columns: kept.reduce(0) { $0 + max($1.width, 1) },
          text: kept.map(\.text).joined(), look: look, scalesGlyphs: kind(of: first) == .narrow))
    }
    var x = 0
    while x < row.count {
      let cell = row[x]
      if cell.isContinuation {
        // The right half of a wide character drawn at its left: nothing of its own.
        finish()
        x += 1
        continue
      }
      if let last = cells.last,
        kind(of: cell) == .wide || kind(of: last) != kind(of: cell) || last.style != cell.style
      {
        finish()
      }
      if cells.isEmpty { start = x }
      cells.append(cell)
      if cell.width == 2 {
        finish()
        x += 2
      } else {
        x += 1
      }
    }
    finish()
    return segments
  }
}

extension ExportLook {
  /// What a `<text>` class says: the look without the background, drawn apart, or the link.
  struct TextLook: Hashable {
    var foreground: String
    var bold: Bool
    var italic: Bool
    var underline: Bool

    var css: String {
      var css = "fill:\(foreground)"
      if bold { css += ";font-weight:bold" }
      if italic { css += ";font-style:italic" }
      if underline { css += ";text-decoration:underline" }
      return css
    }
  }

  var textLook: TextLook {
    TextLook(foreground: foreground, bold: bold, italic: italic, underline: underline)
  }
}
