/// Makes text from data safe to put on a terminal: control characters become visible placeholders.
///
/// ```swift
/// Sanitizer.sanitized("evil\u{1B}[2J")  // "evil␛[2J"
/// ```
public enum Sanitizer {
  /// `text` with every control, format-override and other unsafe scalar replaced by a placeholder.
  public static func sanitized(_ text: String) -> String {
    // TODO(helper): C1, DEL, bidi overrides, and a fast path for clean text.
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if scalar.value < 0x20 {
        result.append(Unicode.Scalar(0x2400 + scalar.value)!)
      } else {
        result.append(scalar)
      }
    }
    return String(result)
  }
}
