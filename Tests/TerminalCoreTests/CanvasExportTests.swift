import Testing

@testable import TerminalCore

/// A canvas as an SVG picture and as an HTML page: colours from the fixed palette, bold,
/// dim, italic, underline and reverse, links, wide characters in their two cells, runs merged,
/// and nothing from the text that could break the markup or reach the file as a control.
@Suite struct CanvasExportTests {
  /// Row 0: `日本` bold red, then `R` reversed; row 1: `<&>` underlined.
  static func sample() -> Canvas {
    var canvas = Canvas(size: Size(width: 6, height: 2))
    canvas.draw("日本", at: .zero, style: Style(foreground: .ansi(.red), bold: true))
    canvas.draw("R", at: Point(x: 4, y: 0), style: Style(reverse: true))
    canvas.draw("<&>", at: Point(x: 0, y: 1), style: Style(underline: true))
    return canvas
  }

  static let svgHeader = """
    <svg xmlns="http://www.w3.org/2000/svg" width="54" height="36" viewBox="0 0 54 36" \
    xml:space="preserve">
    <style>
    text{font-family:ui-monospace,'DejaVu Sans Mono','SF Mono',Menlo,Consolas,\
    'Liberation Mono',monospace;font-size:15px;white-space:pre}

    """

  @Test func anSVGDrawsEachRunAtItsColumnInItsColours() {
    let expected =
      Self.svgHeader + """
        .t0{fill:#cd3131;font-weight:bold}
        .t1{fill:#1e1e1e}
        .t2{fill:#d4d4d4;text-decoration:underline}
        </style>
        <rect width="54" height="36" fill="#1e1e1e"/>
        <rect x="36" y="0" width="9" height="18" fill="#d4d4d4"/>
        <text x="0" y="14" textLength="18" class="t0">日</text>
        <text x="18" y="14" textLength="18" class="t0">本</text>
        <text x="36" y="14" textLength="9" class="t1">R</text>
        <text x="0" y="32" textLength="27" class="t2">&lt;&amp;&gt;</text>
        </svg>

        """
    #expect(Self.sample().svg() == expected)
    #expect(Self.sample().rendered(as: .svg) == expected)
  }

  @Test func anHTMLPageIsAPreOfStyledSpans() {
    let expected = """
      <!DOCTYPE html>
      <html>
      <head>
      <meta charset="utf-8">
      <title>6×2</title>
      </head>
      <body style="margin:0;background:#1e1e1e">
      <pre style="margin:0;padding:0;display:inline-block;width:6ch;line-height:1.2;\
      font-family:ui-monospace,'DejaVu Sans Mono','SF Mono',Menlo,Consolas,'Liberation Mono',\
      monospace;font-size:15px;color:#d4d4d4;background:#1e1e1e">\
      <span style="color:#cd3131;font-weight:bold">\
      <span style="display:inline-block;width:2ch">日</span>\
      <span style="display:inline-block;width:2ch">本</span></span>\
      <span style="color:#1e1e1e;background:#d4d4d4">R</span>
      <span style="text-decoration:underline">&lt;&amp;&gt;</span>
      </pre>
      </body>
      </html>

      """
    #expect(Self.sample().html() == expected)
    #expect(Self.sample().rendered(as: .html) == expected)
  }

  @Test func runsOfOneStyleAreOneElementAndBlanksAtTheirEndsAreLeftOut() {
    var canvas = Canvas(size: Size(width: 12, height: 1))
    canvas.draw("  a b  ", at: .zero, style: Style(foreground: .ansi(.green)))
    canvas.draw("cd", at: Point(x: 7, y: 0), style: Style(foreground: .ansi(.green)))
    let svg = canvas.svg()
    #expect(svg.contains(#"<text x="18" y="14" textLength="63" class="t0">a b  cd</text>"#))
    #expect(svg.components(separatedBy: "<text").count == 2, "one run, one element: \(svg)")
    #expect(canvas.html().contains(#"<span style="color:#0dbc79">  a b  cd</span>"#))
  }

  @Test func blanksShowWhereTheyHaveAColourOrAnUnderline() {
    var canvas = Canvas(size: Size(width: 8, height: 1))
    canvas.fill(Rect(x: 2, y: 0, width: 3, height: 1), style: Style(background: .palette(21)))
    canvas.draw("  ", at: Point(x: 6, y: 0), style: Style(underline: true))
    let svg = canvas.svg()
    #expect(svg.contains(##"<rect x="18" y="0" width="27" height="18" fill="#0000ff"/>"##))
    #expect(svg.contains(#"<text x="54" y="14" textLength="18" class="t0">  </text>"#))
    #expect(!svg.contains(#"x="18" y="14""#), "a coloured blank is its rectangle alone")
    #expect(
      canvas.html().contains(
        #"  <span style="background:#0000ff">   </span> <span style="text-decoration:underline">  </span>"#
          + "\n"))
  }

  @Test func narrowGlyphsBeyondASCIIAreRunsOfTheirOwnStretchedToTheirCells() {
    var canvas = Canvas(size: Size(width: 8, height: 1))
    canvas.draw("▸ ab──", at: .zero)
    let svg = canvas.svg()
    #expect(
      svg.contains(
        #"<text x="0" y="14" textLength="9" lengthAdjust="spacingAndGlyphs" class="t0">▸</text>"#))
    #expect(svg.contains(#"<text x="18" y="14" textLength="18" class="t0">ab</text>"#))
    #expect(
      svg.contains(
        #"<text x="36" y="14" textLength="18" lengthAdjust="spacingAndGlyphs" class="t0">──</text>"#
      ))
  }

  @Test func aWideCharacterAfterTextStartsAtItsOwnColumn() {
    var canvas = Canvas(size: Size(width: 8, height: 1))
    canvas.draw("a日b", at: Point(x: 1, y: 0))
    let svg = canvas.svg()
    #expect(svg.contains(#"<text x="9" y="14" textLength="9" class="t0">a</text>"#))
    #expect(svg.contains(#"<text x="18" y="14" textLength="18" class="t0">日</text>"#))
    #expect(svg.contains(#"<text x="36" y="14" textLength="9" class="t0">b</text>"#))
    #expect(
      canvas.html().contains(
        #"> a<span style="display:inline-block;width:2ch">日</span>b"# + "\n"))
  }

  @Test func dimItalicAndPaletteColoursAreDrawnInTheDocumentedPalette() {
    var canvas = Canvas(size: Size(width: 4, height: 1))
    canvas.draw("d", at: .zero, style: Style(dim: true))
    canvas.draw("i", at: Point(x: 1, y: 0), style: Style(foreground: .palette(232), italic: true))
    canvas.draw("g", at: Point(x: 2, y: 0), style: Style(foreground: .palette(255)))
    canvas.draw("c", at: Point(x: 3, y: 0), style: Style(foreground: .rgb(1, 0.7, 0.7)))
    let svg = canvas.svg()
    // Dim: #d4d4d4 halfway to #1e1e1e.
    #expect(svg.contains(".t0{fill:#797979}"))
    #expect(svg.contains(".t1{fill:#080808;font-style:italic}"))
    #expect(svg.contains(".t2{fill:#eeeeee}"))
    #expect(svg.contains(".t3{fill:#ffd7d7}"), "palette 224")
    #expect(canvas.html().contains(#"<span style="color:#797979">d</span>"#))
    #expect(ExportPalette.basic.count == 16)
    #expect(ExportPalette.hex(.ansi(.brightWhite), default: "") == "#ffffff")
    #expect(ExportPalette.hex(.default, default: ExportPalette.foreground) == "#d4d4d4")
    #expect(ExportPalette.paletteHex(16) == "#000000")
    #expect(ExportPalette.paletteHex(231) == "#ffffff")
    #expect(ExportPalette.paletteHex(67) == "#5f87af")
  }

  @Test func reverseSwapsTheColoursTheStyleNames() {
    var canvas = Canvas(size: Size(width: 2, height: 1))
    canvas.draw(
      "x", at: .zero,
      style: Style(foreground: .ansi(.yellow), background: .ansi(.blue), reverse: true))
    let svg = canvas.svg()
    #expect(svg.contains(##"<rect x="0" y="0" width="9" height="18" fill="#e5e510"/>"##))
    #expect(svg.contains(".t0{fill:#2472c8}"))
    #expect(canvas.html().contains(#"<span style="color:#2472c8;background:#e5e510">x</span>"#))
  }

  @Test func aLinkIsAnAnchorToItsEscapedTarget() throws {
    let link = try #require(Hyperlink("https://a.b/?x=1&y='2'\""))
    var canvas = Canvas(size: Size(width: 6, height: 1))
    canvas.draw("docs", at: .zero, style: Style(underline: true, link: link))
    let target = "https://a.b/?x=1&amp;y=&#39;2&#39;&quot;"
    #expect(
      canvas.svg().contains(
        #"<a href="\#(target)"><text x="0" y="14" textLength="36" class="t0">docs</text></a>"#))
    #expect(
      canvas.html().contains(
        #"<a href="\#(target)" style="color:inherit;text-decoration:inherit">"#
          + #"<span style="text-decoration:underline">docs</span></a>"#))
    let script = try #require(Hyperlink("javascript:alert(1)"))
    var unsafe = Canvas(size: Size(width: 6, height: 1))
    unsafe.draw("run", at: .zero, style: Style(link: script))
    #expect(!unsafe.svg().contains("<a "), "a link that runs code is left out")
    #expect(!unsafe.html().contains("<a "))
  }

  @Test func markupCharactersAreEscapedAndControlsNeverReachTheFile() {
    var canvas = Canvas(size: Size(width: 12, height: 1))
    canvas.draw(#"a"'<>&b"#, at: .zero)
    // A cell holding a control character, which drawing never makes, still writes none.
    canvas.putNarrow(Cell(text: "\u{1B}", width: 1, style: .plain), x: 8, y: 0)
    canvas.putNarrow(Cell(text: "\u{85}", width: 1, style: .plain), x: 9, y: 0)
    let svg = canvas.svg()
    #expect(svg.contains("a&quot;&#39;&lt;&gt;&amp;b"))
    #expect(svg.contains("a&quot;&#39;&lt;&gt;&amp;b \u{FFFD}</text>"), "\(svg)")
    #expect(svg.contains("<text x=\"81\" y=\"14\" textLength=\"9\""), "\(svg)")
    for output in [svg, canvas.html()] {
      #expect(
        !output.unicodeScalars.contains {
          ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value)
        })
    }
    #expect(
      MarkupEscaping.escaped("\u{0}\t\u{7F}\u{FFFE}ok") == "\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}ok")
  }

  @Test func theSameCanvasAlwaysWritesTheSameBytes() {
    var canvas = Canvas(size: Size(width: 20, height: 3))
    for (row, color) in [ANSIColor.red, .green, .blue].enumerated() {
      canvas.draw(
        "row \(row) 日本", at: Point(x: row, y: row), style: Style(foreground: .ansi(color)))
    }
    #expect(canvas.svg() == canvas.svg())
    #expect(canvas.html() == canvas.html())
  }

  @Test func formatsAreParsedByName() {
    #expect(SnapshotFormat(parsing: "text") == .text)
    #expect(SnapshotFormat(parsing: "SVG") == .svg)
    #expect(SnapshotFormat(parsing: "html") == .html)
    #expect(SnapshotFormat(parsing: "png") == nil)
    #expect(SnapshotFormat(parsing: "") == nil)
    #expect(SnapshotFormat.names == "text, svg or html")
    #expect(Self.sample().rendered(as: .text) == Self.sample().plainText())
  }
}
