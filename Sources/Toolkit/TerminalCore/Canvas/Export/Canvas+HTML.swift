extension Canvas {
  /// The canvas as an HTML page, ending in a newline: a `<pre>` holding a line per row, in
  /// the colours of ``ExportPalette``, which stands alone (every style is inline) when copied
  /// out of the page.
  ///
  /// Each run of cells of one look is a `<span>` with its colours and attributes (a run in
  /// the screen's own look is bare text), a linked run an `<a href>`; a wide character sits
  /// in a box two characters wide (its continuation cell draws nothing), and blanks at the end
  /// of a row that show nothing are left out. Text is HTML-escaped and control characters
  /// never reach the file; the output depends only on the canvas.
  ///
  /// ```swift
  /// var canvas = Canvas(size: Size(width: 6, height: 1))
  /// canvas.draw("<b>", at: .zero, style: Style(foreground: .ansi(.red)))
  /// canvas.html()  // … <pre …><span style="color:#cd3131">&lt;b&gt;</span>\n</pre> …
  /// ```
  public func html() -> String {
    var lines = ""
    var cache = ExportLooks()
    for y in 0..<size.height {
      let row = Array(cells(inRow: y))
      let looks = cache.looks(of: cells(inRow: y))
      var end = row.count
      while end > 0, row[end - 1].isSpace,
        looks[end - 1].showsNothingWhenBlank
      {
        end -= 1
      }
      var x = 0
      while x < end {
        let look = looks[x]
        var text = ""
        while x < end, looks[x] == look {
          let cell = row[x]
          x += 1
          if cell.isContinuation { continue }
          let escaped = MarkupEscaping.escaped(cell.text)
          text +=
            cell.width == 2
            ? "<span style=\"display:inline-block;width:2ch\">\(escaped)</span>" : escaped
        }
        lines += look.wrapping(text)
      }
      lines += "\n"
    }
    var html = "<!DOCTYPE html>\n<html>\n<head>\n<meta charset=\"utf-8\">\n"
    html += "<title>\(size.width)×\(size.height)</title>\n</head>\n"
    html += "<body style=\"margin:0;background:\(ExportPalette.background)\">\n"
    html += "<pre style=\"margin:0;padding:0;display:inline-block;"
    html += "width:\(size.width)ch;line-height:1.2;"
    html += "font-family:ui-monospace,'DejaVu Sans Mono','SF Mono',Menlo,Consolas,"
    html += "'Liberation Mono',monospace;font-size:15px;"
    html += "color:\(ExportPalette.foreground);background:\(ExportPalette.background)\">"
    html += lines
    html += "</pre>\n</body>\n</html>\n"
    return html
  }
}

extension ExportLook {
  /// Whether a blank in this look shows nothing: the screen's colours, no underline.
  var showsNothingWhenBlank: Bool { hasDefaultBackground && !underline }

  /// `text` (already escaped) in a span of this look, or bare in the screen's own look; in
  /// an `<a>` when the look has a link.
  func wrapping(_ text: String) -> String {
    var css: [String] = []
    if foreground != ExportPalette.foreground { css.append("color:\(foreground)") }
    if background != ExportPalette.background { css.append("background:\(background)") }
    if bold { css.append("font-weight:bold") }
    if italic { css.append("font-style:italic") }
    if underline { css.append("text-decoration:underline") }
    var wrapped =
      css.isEmpty ? text : "<span style=\"\(css.joined(separator: ";"))\">\(text)</span>"
    if let link {
      wrapped =
        "<a href=\"\(MarkupEscaping.escaped(link))\" style=\"color:inherit;text-decoration:inherit\">\(wrapped)</a>"
    }
    return wrapped
  }
}
