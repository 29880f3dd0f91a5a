/// What one escape sequence from the terminal means: the xterm forms of keys (CSI and SS3,
/// with or without modifiers), mouse reports (X10 and SGR 1006) and the start of a bracketed
/// paste.
///
/// ```swift
/// EscapeSequence.parse(Array("\u{1B}[5~".utf8)[...])      // .sequence(.key(.pageUp), length: 4)
/// EscapeSequence.parse(Array("\u{1B}[<0;3;2M".utf8)[...]) // a click at (2, 1)
/// ```
enum EscapeSequence: Equatable {
  case key(Key)
  case mouse(MouseEvent)
  /// A typed character: a keypad key in application mode (`ESC O p` is 0).
  case character(Character)
  case pasteStart
  /// Well formed, and nothing here: a paste's end without its start, a focus report, Insert.
  case ignored

  /// The event for a parsed sequence; `nil` for one that means nothing here.
  var event: InputEvent? {
    switch self {
    case .key(let key): .key(key)
    case .mouse(let mouse): .mouse(mouse)
    case .character(let character): .character(character)
    case .pasteStart, .ignored: nil
    }
  }

  /// The result of reading the bytes at the start of some input.
  enum Parse: Equatable {
    /// A sequence, and how many bytes it took.
    case sequence(EscapeSequence, length: Int)
    /// The start of a sequence whose rest has not arrived.
    case incomplete
    /// An Esc that starts no sequence: the Escape key, and the next byte is read on its own.
    case notASequence
  }

  /// Reads the sequence that starts with the Esc at the start of `input`. A sequence broken
  /// by a byte that cannot be in it, or longer than ``InputDecoder/longestSequence``, is
  /// dropped as far as it went, so hostile input never grows what is held.
  static func parse(_ input: ArraySlice<UInt8>) -> Parse {
    let start = input.startIndex
    guard input.count > 1 else { return .incomplete }
    switch input[start + 1] {
    case UInt8(ascii: "["): return controlSequence(input)
    case UInt8(ascii: "O"): return singleShift(input)
    default: return .notASequence
    }
  }

  /// `ESC [ parameters intermediates final`, or the X10 mouse report `ESC [ M b x y`.
  private static func controlSequence(_ input: ArraySlice<UInt8>) -> Parse {
    let start = input.startIndex
    guard input.count > 2 else { return .incomplete }
    if input[start + 2] == UInt8(ascii: "M") {
      guard input.count >= 6 else { return .incomplete }
      let bytes = input[(start + 3)...(start + 5)].map { Int($0) }
      let mouse = Self.mouse(
        button: bytes[0] - 32, x: bytes[1] - 33, y: bytes[2] - 33, isPress: true)
      return .sequence(mouse, length: 6)
    }
    var index = start + 2
    let parametersStart = index
    while index < input.endIndex, (0x30...0x3F).contains(input[index]) { index += 1 }
    let parametersEnd = index
    while index < input.endIndex, (0x20...0x2F).contains(input[index]) { index += 1 }
    guard index - start < InputDecoder.longestSequence else {
      return .sequence(.ignored, length: index - start)
    }
    guard index < input.endIndex else { return .incomplete }
    let final = input[index]
    guard (0x40...0x7E).contains(final) else { return .sequence(.ignored, length: index - start) }
    let meaning = controlSequenceMeaning(
      parameters: input[parametersStart..<parametersEnd], final: final)
    return .sequence(meaning, length: index - start + 1)
  }

  private static func controlSequenceMeaning(parameters: ArraySlice<UInt8>, final: UInt8)
    -> EscapeSequence
  {
    let marker = parameters.first.flatMap { (0x3C...0x3F).contains($0) ? $0 : nil }
    let numbers = Self.numbers(marker == nil ? parameters : parameters.dropFirst())
    if marker == UInt8(ascii: "<"), final == UInt8(ascii: "M") || final == UInt8(ascii: "m") {
      guard numbers.count >= 3 else { return .ignored }
      return mouse(
        button: numbers[0], x: numbers[1] - 1, y: numbers[2] - 1,
        isPress: final == UInt8(ascii: "M"))
    }
    guard marker == nil else { return .ignored }
    if final == UInt8(ascii: "~") { return tildeKey(numbers.first ?? 0) }
    return finalKey(final).map(EscapeSequence.key) ?? .ignored
  }

  /// `ESC O final`, with a modifier's digits before the final byte in some terminals.
  private static func singleShift(_ input: ArraySlice<UInt8>) -> Parse {
    let start = input.startIndex
    var index = start + 2
    while index < input.endIndex, (0x30...0x39).contains(input[index]) { index += 1 }
    guard index - start < InputDecoder.longestSequence else {
      return .sequence(.ignored, length: index - start)
    }
    guard index < input.endIndex else { return .incomplete }
    let final = input[index]
    guard (0x40...0x7E).contains(final) else { return .sequence(.ignored, length: index - start) }
    let length = index - start + 1
    if final == UInt8(ascii: "M") { return .sequence(.key(.enter), length: length) }
    if let key = finalKey(final) { return .sequence(.key(key), length: length) }
    if let character = keypadCharacter(final) {
      return .sequence(.character(character), length: length)
    }
    return .sequence(.ignored, length: length)
  }

  /// The key a final byte names in `CSI 1;5A` or `ESC O A`; modifiers are not told apart.
  private static func finalKey(_ final: UInt8) -> Key? {
    switch final {
    case UInt8(ascii: "A"): .up
    case UInt8(ascii: "B"): .down
    case UInt8(ascii: "C"): .right
    case UInt8(ascii: "D"): .left
    case UInt8(ascii: "H"): .home
    case UInt8(ascii: "F"): .end
    case UInt8(ascii: "Z"): .backTab
    case UInt8(ascii: "P")...UInt8(ascii: "S"): .function(Int(final - UInt8(ascii: "P")) + 1)
    default: nil
    }
  }

  /// The key of `CSI n ~` (VT220 and rxvt numbering).
  private static func tildeKey(_ number: Int) -> EscapeSequence {
    switch number {
    case 1, 7: .key(.home)
    case 4, 8: .key(.end)
    case 3: .key(.delete)
    case 5: .key(.pageUp)
    case 6: .key(.pageDown)
    case 11...15: .key(.function(number - 10))
    case 17...21: .key(.function(number - 11))
    case 23, 24: .key(.function(number - 12))
    case 200: .pasteStart
    default: .ignored
    }
  }

  /// The character of a keypad key in application mode (`ESC O p` … `ESC O y` are 0 to 9).
  private static func keypadCharacter(_ final: UInt8) -> Character? {
    let keys: [UInt8: Character] = [
      0x6A: "*", 0x6B: "+", 0x6C: ",", 0x6D: "-", 0x6E: ".", 0x6F: "/", 0x58: "=",
    ]
    if (0x70...0x79).contains(final) { return Character(Unicode.Scalar(final - 0x70 + 0x30)) }
    return keys[final]
  }

  /// A mouse report: the primary button's press is a click and its release a release, a
  /// move with it held a drag, the wheel turns up or down; other buttons mean nothing here.
  /// `isPress` is false for an SGR release (`m`); an X10 release is button 3, which does not
  /// say which button came up (only the primary one is reported as pressed).
  private static func mouse(button: Int, x: Int, y: Int, isPress: Bool) -> EscapeSequence {
    let position = Point(x: max(x, 0), y: max(y, 0))
    let code = button & ~(4 | 8 | 16)  // Shift, Meta and Ctrl
    let kind: MouseEvent.Kind? =
      switch (code & ~3, code & 3) {
      case (64, 0): .wheelUp
      case (64, 1): .wheelDown
      case (32, 0): .drag
      case (0, 0): isPress ? .click : .release
      case (0, 3): .release
      default: nil
      }
    return kind.map { .mouse(MouseEvent(kind: $0, position: position)) } ?? .ignored
  }

  /// The numbers of a parameter string, `;` between them; a sub-parameter after `:` is
  /// dropped and an empty number is 0. A number too long to mean anything counts as 0.
  private static func numbers(_ parameters: ArraySlice<UInt8>) -> [Int] {
    parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).map {
      field in
      let digits = field.prefix { (0x30...0x39).contains($0) }
      guard digits.count <= 6 else { return 0 }
      return digits.reduce(0) { $0 * 10 + Int($1 - 0x30) }
    }
  }
}
