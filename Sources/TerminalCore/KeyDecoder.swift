import CNcurses

/// Turns what ncurses reads (a character or a key code) into an `InputEvent`.
///
/// Pure mapping, no terminal needed, so the keyboard rules are tested directly. In raw mode the
/// terminal driver sends Ctrl-C, Ctrl-Z, Enter and Backspace as bytes, so those bytes are named
/// here rather than relying on signals.
///
/// ```swift
/// KeyDecoder.event(character: 0x0F)     // .key(.control("o"))
/// KeyDecoder.event(keyCode: KEY_BTAB)   // .key(.backTab)
/// ```
public enum KeyDecoder {
  /// The event for a character read by `wget_wch` with status `OK`; `nil` for bytes with no meaning.
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

  /// The event for a key code read by `wget_wch` with status `KEY_CODE_YES`, apart from mouse and
  /// resize codes, which need the terminal; `nil` for keys the app does not use.
  public static func event(keyCode code: Int32) -> InputEvent? {
    switch code {
    case KEY_UP: return .key(.up)
    case KEY_DOWN: return .key(.down)
    case KEY_LEFT: return .key(.left)
    case KEY_RIGHT: return .key(.right)
    case KEY_HOME: return .key(.home)
    case KEY_END: return .key(.end)
    case KEY_PPAGE: return .key(.pageUp)
    case KEY_NPAGE: return .key(.pageDown)
    case KEY_BTAB: return .key(.backTab)
    case KEY_BACKSPACE: return .key(.backspace)
    case KEY_DC: return .key(.delete)
    case KEY_ENTER: return .key(.enter)
    default:
      for number in 1...12 where code == cn_key_f(Int32(number)) {
        return .key(.function(number))
      }
      return nil
    }
  }
}
