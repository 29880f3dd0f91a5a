/// User input as an error message shows it: whole when short, otherwise its start and its
/// length, so that a message stays one short line whatever was typed or pasted.
///
/// Every message that repeats what the user gave (a refused link, a bad option, a bad line
/// of a key script) goes through here. Control characters become their visible pictures (ESC as ␛), so input can neither break
/// the line nor send escape sequences to the terminal the message is printed on.
///
/// ```swift
/// QuotedInput.quoted("xyz")                                     // 'xyz'
/// QuotedInput.quoted(String(repeating: "a", count: 100_000))
/// // 'aaaaaaaa…aaaaaaaa… (100000 characters)', the first 80 characters and the length
/// ```
public enum QuotedInput {
  /// The most characters of the input a message repeats: enough for a deep link without a
  /// draft (the inventory's longest, `nav:///inventory/<uuid>/duplicate/colorPicker`, has
  /// 75), short enough to keep a message on a line or two.
  public static let maximumLength = 80

  /// `text` in single quotes, shortened as ``excerpt(_:)`` does.
  public static func quoted(_ text: String) -> String { "'\(excerpt(text))'" }

  /// `text` itself when it has at most ``maximumLength`` characters, otherwise its first
  /// characters, an ellipsis and how many characters it has.
  ///
  /// Characters are counted as Unicode scalars, so that one grapheme carrying thousands of combining marks is not repeated whole either.
  public static func excerpt(_ text: String) -> String {
    let length = text.unicodeScalars.count
    guard length > maximumLength else { return visible(text) }
    var kept = ""
    var keptLength = 0
    for character in text {
      keptLength += character.unicodeScalars.count
      if keptLength > maximumLength { break }
      kept.append(character)
    }
    return visible(kept) + "… (\(length) characters)"
  }

  /// Replaces C0 controls and DEL by their Control Pictures and C1 controls by U+FFFD.
  private static func visible(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x00..<0x20: result.append(Unicode.Scalar(0x2400 + scalar.value)!)
      case 0x7F: result.append("\u{2421}")
      case 0x80..<0xA0: result.append("\u{FFFD}")
      default: result.append(scalar)
      }
    }
    return String(result)
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value)
  }
}
