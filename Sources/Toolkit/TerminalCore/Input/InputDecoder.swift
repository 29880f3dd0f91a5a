/// Turns the bytes a terminal sends into input events: UTF-8 text, control keys, the escape
/// sequences of keys and mouse reports, and bracketed pastes.
///
/// The terminal's input is decoded here, in the toolkit, not by ncurses: ncurses can take back
/// only about 135 bytes it did not decode (`ungetch`), and more pushed back wraps its ring so
/// that it reads the same keys for ever. The decoder holds nothing but the few bytes of a
/// sequence cut between two reads (at most ``longestSequence``) and the paste being read, which
/// `PasteCollector` caps; so no input, however long or strange, grows its memory beyond
/// that.
///
/// Bytes that may still become a sequence are held (``isWaiting``): the terminal waits a
/// moment for the rest (ncurses' `ESCDELAY`), then calls ``flush()``, and a lone Esc is the
/// Escape key. Sequences with no meaning here are dropped whole, never typed as text.
///
/// ```swift
/// var decoder = InputDecoder()
/// decoder.decode(Array("a\u{1B}[A".utf8))  // [.character("a"), .key(.up)]
/// decoder.decode([0x1B])                    // []: held, decoder.isWaiting
/// decoder.flush()                           // [.key(.escape)]
/// ```
public struct InputDecoder: Sendable {
  /// The longest escape sequence kept whole; a longer one is dropped as far as it went.
  public static let longestSequence = 32

  /// Sequences the terminal's own description names (terminfo's `kcuu1`, `kf1`, …), tried
  /// before the common xterm forms.
  private let keySequences: [(bytes: [UInt8], key: Key)]
  /// The undecoded tail of the last block: part of a sequence or of a character.
  private var held: [UInt8] = []
  private var paste: PasteCollector?

  /// A decoder that knows the common xterm, VT220 and rxvt sequences, and `keySequences`
  /// besides (the terminal's own, from terminfo).
  public init(keySequences: [[UInt8]: Key] = [:]) {
    self.keySequences =
      keySequences
      .filter { $0.key.first == 0x1B && $0.key.count > 1 }
      .map { (bytes: $0.key, key: $0.value) }
      .sorted { $0.bytes.count > $1.bytes.count }
  }

  /// Whether bytes are held that more input may complete into one sequence or character.
  public var isWaiting: Bool { !held.isEmpty }

  /// How many bytes are held: never more than ``longestSequence``.
  var heldCount: Int { held.count }

  /// Whether a bracketed paste has started and its end marker has not come yet.
  public var isInPaste: Bool { paste != nil }

  /// Decodes a block of input. What cannot be decoded yet is held for the next block.
  public mutating func decode(_ block: some Collection<UInt8>) -> [InputEvent] {
    var events: [InputEvent] = []
    var bytes = held + block
    held = []
    decode(&bytes, final: false, into: &events)
    return events
  }

  /// Ends the wait for more input: a held Esc is the Escape key and the bytes after it are
  /// decoded as they are, a cut character is dropped, and an unfinished paste ends with what
  /// arrived of it.
  public mutating func flush() -> [InputEvent] {
    var events: [InputEvent] = []
    var bytes = held
    held = []
    decode(&bytes, final: true, into: &events)
    if var unfinished = paste {
      unfinished.finish()
      events.append(.paste(unfinished.text))
      paste = nil
    }
    return events
  }

  private mutating func decode(_ bytes: inout [UInt8], final: Bool, into events: inout [InputEvent])
  {
    var start = 0
    while start < bytes.count {
      if paste != nil {
        guard let after = paste?.take(bytes[start...]) else { return }
        events.append(.paste(paste?.text ?? ""))
        paste = nil
        bytes = after
        start = 0
        continue
      }
      switch step(bytes[start...], final: final) {
      case .incomplete:
        held = Array(bytes[start...])
        return
      case .event(let event, let length):
        if let event { events.append(event) }
        start += length
      case .pasteStart(let length):
        paste = PasteCollector()
        start += length
      }
    }
  }

  /// What the bytes at the start of `input` are.
  enum Step: Equatable {
    /// An event (or nothing, for bytes with no meaning) and how many bytes it took.
    case event(InputEvent?, length: Int)
    /// The start marker of a bracketed paste.
    case pasteStart(length: Int)
    /// The start of a sequence or character whose rest has not arrived.
    case incomplete
  }

  private func step(_ input: ArraySlice<UInt8>, final: Bool) -> Step {
    let first = input[input.startIndex]
    switch first {
    case 0x1B: return escape(input, final: final)
    case 0x00..<0x80: return .event(KeyDecoder.event(character: UInt32(first)), length: 1)
    default: return Self.character(input, final: final)
    }
  }

  private func escape(_ input: ArraySlice<UInt8>, final: Bool) -> Step {
    for (bytes, key) in keySequences where input.starts(with: bytes) {
      return .event(.key(key), length: bytes.count)
    }
    if !final, input.count < Self.longestSequence,
      keySequences.contains(where: { $0.bytes.count > input.count && $0.bytes.starts(with: input) })
    {
      return .incomplete
    }
    let sequence = EscapeSequence.parse(input)
    switch sequence {
    case .incomplete where final, .notASequence:
      return .event(.key(.escape), length: 1)
    case .incomplete:
      return .incomplete
    case .sequence(let parsed, let length):
      if parsed == .pasteStart { return .pasteStart(length: length) }
      return .event(parsed.event, length: length)
    }
  }

  /// One UTF-8 encoded character; a malformed lead or continuation byte is dropped alone.
  private static func character(_ input: ArraySlice<UInt8>, final: Bool) -> Step {
    let lead = input[input.startIndex]
    let (length, minimum): (Int, UInt32) =
      switch lead {
      case 0xC2...0xDF: (2, 0x80)
      case 0xE0...0xEF: (3, 0x800)
      case 0xF0...0xF4: (4, 0x10000)
      default: (0, 0)
      }
    guard length > 0 else { return .event(nil, length: 1) }
    var value = UInt32(lead) & (0xFF >> (length + 1))
    for offset in 1..<length {
      let index = input.startIndex + offset
      guard index < input.endIndex else { return final ? .event(nil, length: 1) : .incomplete }
      let byte = input[index]
      guard byte & 0xC0 == 0x80 else { return .event(nil, length: 1) }
      value = value << 6 | UInt32(byte & 0x3F)
    }
    guard value >= minimum, let scalar = Unicode.Scalar(value) else {
      return .event(nil, length: length)
    }
    return .event(KeyDecoder.event(character: scalar.value), length: length)
  }
}
