import TerminalCore

/// A terminal screen that plays the ECMA-48 sequences ``TerminalCapabilities/ansi`` has, as
/// xterm does: what the frame encoder's bytes put on screen, to compare with the canvas.
///
/// Anything it does not know is recorded in ``problems`` rather than skipped, and so is text
/// that would wrap a line: the encoder never means to wrap.
struct ScreenEmulator {
  struct Glyph: Equatable {
    var text = " "
    var width = 1
    var style = Style.plain
  }

  let size: Size
  var glyphs: [Glyph]
  var cursor = Point.zero
  var isCursorVisible = true
  var problems: [String] = []
  var style = Style.plain
  var region: ClosedRange<Int>
  var pendingWrap = false

  init(size: Size) {
    self.size = size
    glyphs = Array(repeating: Glyph(), count: size.width * size.height)
    region = 0...size.height - 1
  }

  /// Where the emulated screen differs from `canvas`, as readable lines; empty when it shows
  /// it. A blank is compared by what shows of it (background, reverse, underline).
  func differences(from canvas: Canvas) -> [String] {
    var found: [String] = []
    for y in 0..<size.height {
      for x in 0..<size.width {
        let cell = canvas[x, y]
        let glyph = glyphs[y * size.width + x]
        let expected =
          cell.isContinuation
          ? ""
          : String(
            String.UnicodeScalarView(
              TerminalGrapheme.scalars(for: cell.text).prefix(5)))
        let sameText = glyph.text == expected && glyph.width == max(cell.width, 0)
        let sameLook =
          cell.text == " "
          ? glyph.style.erasesLike(cell.style) : glyph.style == cell.style
        if !sameText || !sameLook {
          found.append("(\(x), \(y)): \(glyph) where the canvas has \(cell)")
        }
      }
    }
    return problems + found
  }

  mutating func play(_ bytes: [UInt8]) {
    var index = 0
    var text: [UInt8] = []
    func flushText() {
      for scalar in String(decoding: text, as: UTF8.self).unicodeScalars { put(scalar) }
      text = []
    }
    while index < bytes.count {
      let byte = bytes[index]
      if byte >= 0x20 {
        text.append(byte)
        index += 1
        continue
      }
      flushText()
      switch byte {
      case 0x0D:
        move(to: Point(x: 0, y: cursor.y))
        index += 1
      case 0x0A:
        lineFeed()
        index += 1
      case 0x1B:
        index = escape(bytes, from: index + 1)
      default:
        problems.append("control byte \(byte)")
        index += 1
      }
    }
    flushText()
  }

  /// Plays the sequence after an ESC; returns the index after it.
  private mutating func escape(_ bytes: [UInt8], from start: Int) -> Int {
    guard start < bytes.count else { return start }
    if bytes[start] == UInt8(ascii: "M") {
      reverseIndex()
      return start + 1
    }
    guard bytes[start] == UInt8(ascii: "[") else {
      problems.append("ESC \(bytes[start])")
      return start + 1
    }
    var end = start + 1
    while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
    guard end < bytes.count else { return end }
    let body = String(decoding: bytes[(start + 1)..<end], as: UTF8.self)
    control(body, final: Character(UnicodeScalar(bytes[end])))
    return end + 1
  }

  private mutating func control(_ body: String, final: Character) {
    let isPrivate = body.hasPrefix("?")
    let numbers = body.drop { $0 == "?" }.split(separator: ";", omittingEmptySubsequences: false)
      .map { Int($0) ?? 0 }
    let first = max(numbers.first ?? 1, 1)
    switch (final, isPrivate) {
    case ("H", false):
      move(to: Point(x: max(numbers.count > 1 ? numbers[1] : 1, 1) - 1, y: first - 1))
    case ("d", false): move(to: Point(x: cursor.x, y: first - 1))
    case ("G", false): move(to: Point(x: first - 1, y: cursor.y))
    case ("C", false): move(to: Point(x: min(cursor.x + first, size.width - 1), y: cursor.y))
    case ("X", false): erase(cursor.x..<min(cursor.x + first, size.width), row: cursor.y)
    case ("K", false): erase(cursor.x..<size.width, row: cursor.y)
    case ("J", false) where numbers.first == 2:
      for y in 0..<size.height { erase(0..<size.width, row: y) }
    case ("m", false): select(numbers)
    case ("r", false):
      region = (first - 1)...(numbers.count > 1 ? numbers[1] - 1 : size.height - 1)
      move(to: .zero)
    case ("h", true) where numbers.contains(25): isCursorVisible = true
    case ("l", true) where numbers.contains(25): isCursorVisible = false
    case ("l", true) where numbers.contains(12): break
    default: problems.append("CSI \(body)\(final)")
    }
  }
}
