/// What of a grapheme cluster reaches a real terminal.
///
/// Terminals and multiplexers disagree on sequences joined by the zero-width joiner
/// (👩‍👩‍👧) and on emoji tag sequences (🏴 with tag letters): tmux, for one, draws each joined
/// emoji on its own and shifts the rest of the line. The one rule: such a cluster is drawn as
/// the emoji before its first joiner or tag (👩, 🏴), in the two columns the layout gave the
/// whole cluster, so the line stays aligned and the text stays recognisable. Everything else
/// (combining marks, skin tones, flags) is sent as it is. The canvas keeps the whole cluster;
/// only the terminal backend applies this.
public enum TerminalGrapheme {
  /// The scalars to send for a cell holding `text`.
  public static func scalars(for text: String) -> [Unicode.Scalar] {
    let scalars = Array(text.unicodeScalars)
    guard let cut = scalars.firstIndex(where: isJoinerOrTag), cut > 0 else { return scalars }
    return Array(scalars[..<cut])
  }

  private static func isJoinerOrTag(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value == 0x200D || (0xE0020...0xE007F).contains(scalar.value)
  }
}
