import TerminalCore

/// Text, erasing, scrolling and attributes on the emulated screen.
extension ScreenEmulator {
  mutating func put(_ scalar: Unicode.Scalar) {
    let width = TextWidth.of(Character(scalar))
    if width == 0, cursor.x > 0 || pendingWrap {
      // A combining mark joins the cell before the cursor.
      let x = pendingWrap ? cursor.x : cursor.x - 1
      var previous = x
      if glyphs[cursor.y * size.width + previous].width == 0, previous > 0 { previous -= 1 }
      glyphs[cursor.y * size.width + previous].text.unicodeScalars.append(scalar)
      return
    }
    if pendingWrap {
      problems.append("text wrapped after (\(cursor.x), \(cursor.y))")
      pendingWrap = false
      return
    }
    guard cursor.x + width <= size.width else {
      problems.append("a wide character at the right edge")
      return
    }
    let index = cursor.y * size.width + cursor.x
    blankHalves(at: cursor.x, width: width, row: cursor.y)
    glyphs[index] = Glyph(text: String(scalar), width: width, style: style)
    if width == 2 { glyphs[index + 1] = Glyph(text: "", width: 0, style: style) }
    if cursor.x + width >= size.width {
      cursor.x = size.width - 1
      pendingWrap = true
    } else {
      cursor.x += width
    }
  }

  /// Writing over half of a wide character blanks its other half, as xterm does.
  private mutating func blankHalves(at x: Int, width: Int, row y: Int) {
    let start = y * size.width
    if glyphs[start + x].width == 0, x > 0 { glyphs[start + x - 1] = Glyph(style: style) }
    let last = x + width - 1
    if glyphs[start + last].width == 2, last + 1 < size.width {
      glyphs[start + last + 1] = Glyph(style: style)
    }
  }

  mutating func move(to point: Point) {
    cursor = Point(
      x: min(max(point.x, 0), size.width - 1), y: min(max(point.y, 0), size.height - 1))
    pendingWrap = false
  }

  /// Erased cells take the current background (xterm's back-colour erase).
  mutating func erase(_ columns: Range<Int>, row y: Int) {
    for x in columns {
      glyphs[y * size.width + x] = Glyph(style: Style(background: style.background))
    }
    if let last = columns.last, last + 1 < size.width, glyphs[y * size.width + last + 1].width == 0
    {
      glyphs[y * size.width + last + 1] = Glyph(style: Style(background: style.background))
    }
    pendingWrap = false
  }

  mutating func lineFeed() {
    pendingWrap = false
    if cursor.y == region.upperBound {
      scroll(up: true)
    } else if cursor.y < size.height - 1 {
      cursor.y += 1
    }
  }

  mutating func reverseIndex() {
    pendingWrap = false
    if cursor.y == region.lowerBound {
      scroll(up: false)
    } else if cursor.y > 0 {
      cursor.y -= 1
    }
  }

  private mutating func scroll(up: Bool) {
    let width = size.width
    let blank = Array(repeating: Glyph(style: Style(background: style.background)), count: width)
    var rows = (region.lowerBound...region.upperBound).map {
      Array(glyphs[$0 * width..<($0 + 1) * width])
    }
    if up {
      rows.removeFirst()
      rows.append(blank)
    } else {
      rows.removeLast()
      rows.insert(blank, at: 0)
    }
    glyphs.replaceSubrange(
      region.lowerBound * width..<(region.upperBound + 1) * width, with: rows.joined())
  }

  /// Select graphic rendition: the parameters the encoder's sequences use.
  mutating func select(_ numbers: [Int]) {
    var index = 0
    let numbers = numbers.isEmpty ? [0] : numbers
    while index < numbers.count {
      let number = numbers[index]
      switch number {
      case 0: style = .plain
      case 1: style.bold = true
      case 2: style.dim = true
      case 4: style.underline = true
      case 7: style.reverse = true
      case 30...37: style.foreground = .ansi(ANSIColor(rawValue: UInt8(number - 30))!)
      case 40...47: style.background = .ansi(ANSIColor(rawValue: UInt8(number - 40))!)
      case 90...97: style.foreground = .ansi(ANSIColor(rawValue: UInt8(number - 82))!)
      case 100...107: style.background = .ansi(ANSIColor(rawValue: UInt8(number - 92))!)
      case 39: style.foreground = .default
      case 49: style.background = .default
      case 38, 48:
        guard index + 2 < numbers.count, numbers[index + 1] == 5 else {
          problems.append("SGR \(numbers)")
          return
        }
        let color = TerminalColor.palette(UInt8(numbers[index + 2]))
        if number == 38 { style.foreground = color } else { style.background = color }
        index += 2
      default: problems.append("SGR \(number)")
      }
      index += 1
    }
  }
}

extension Style {
  /// Whether a blank in this style shows as one in `other`: the same background, reversed or
  /// underlined alike.
  func erasesLike(_ other: Style) -> Bool {
    background == other.background && reverse == other.reverse && underline == other.underline
  }
}
