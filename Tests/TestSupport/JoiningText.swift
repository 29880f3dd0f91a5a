/// Text whose scalars join the character before them, as a terminal delivers it: one scalar
/// at a time. Every text input is tested with each.
public struct JoiningText: Sendable, CustomStringConvertible {
  /// What the case is.
  public let name: String
  /// The scalars, in the order they are typed.
  public let scalars: [Unicode.Scalar]
  /// How many characters they make once joined.
  public let characterCount: Int

  /// The joined text.
  public var text: String { String(String.UnicodeScalarView(scalars)) }

  /// The name, for test reports.
  public var description: String { name }

  /// Every joining case: a combining mark, a ZWJ sequence, a skin tone, flags, Hangul jamo
  /// and a tag sequence.
  public static let all: [JoiningText] = [
    JoiningText(name: "combining acute", scalars: ["e", "\u{301}"], characterCount: 1),
    JoiningText(
      name: "ZWJ family", scalars: ["\u{1F468}", "\u{200D}", "\u{1F469}"], characterCount: 1),
    JoiningText(name: "skin tone", scalars: ["\u{1F44D}", "\u{1F3FD}"], characterCount: 1),
    JoiningText(name: "flag halves", scalars: ["\u{1F1EB}", "\u{1F1F7}"], characterCount: 1),
    JoiningText(
      name: "two flags", scalars: ["\u{1F1EB}", "\u{1F1F7}", "\u{1F1E9}", "\u{1F1EA}"],
      characterCount: 2),
    JoiningText(
      name: "Hangul jamo", scalars: ["\u{1112}", "\u{1161}", "\u{11AB}"], characterCount: 1),
    JoiningText(
      name: "tag sequence",
      scalars: ["\u{1F3F4}", "\u{E0067}", "\u{E0062}", "\u{E0065}", "\u{E006E}", "\u{E007F}"],
      characterCount: 1),
  ]
}
