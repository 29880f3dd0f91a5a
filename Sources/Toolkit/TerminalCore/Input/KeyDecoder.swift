/// Turns one character the terminal sends into an `InputEvent`: the keys of control bytes,
/// and printable characters; ``InputDecoder`` reads escape sequences.
///
/// Pure mapping, no terminal needed, so the keyboard rules are tested directly. In raw mode the
/// terminal driver sends Ctrl-C, Ctrl-Z, Enter and Backspace as bytes, so those bytes are named
/// here rather than relying on signals.
///
/// ```swift
/// KeyDecoder.event(character: 0x0F)  // .key(.control("o"))
/// KeyDecoder.event(character: 0xE9)  // .character("é")
/// ```
public enum KeyDecoder {
  /// The event for a character's code point; `nil` for codes with no meaning.
  public static func event(character code: UInt32) -> InputEvent? {
    switch code {
    case 0x0D, 0x0A: return .key(.enter)
    case 0x09: return .key(.tab)
    case 0x1B: return .key(.escape)
    case 0x7F, 0x08: return .key(.backspace)
    case 0x01...0x1A:
      return .key(.control(Character(Unicode.Scalar(UInt8(code) + 0x60))))
    case 0x00, 0x1C...0x1F, 0x80...0x9F: return nil
    default:
      guard let scalar = Unicode.Scalar(code) else { return nil }
      return .character(Character(scalar))
    }
  }
}
