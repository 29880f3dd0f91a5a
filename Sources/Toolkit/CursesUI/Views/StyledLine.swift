import TerminalCore

/// The characters of a ``Text`` joined with `+`, each with its part's attributes: cut and
/// wrapped by TerminalCore's `AttributedLine` rules, so a joined text breaks where the same
/// characters in one part would.
typealias StyledLine = AttributedLine<TextAttributes>

extension AttributedLine where Attributes == TextAttributes {
  /// The characters of `runs`, in order.
  init(_ runs: [Text.Run]) {
    self.init(parts: runs.lazy.map { ($0.string, $0.attributes) })
  }

  /// The lines of a text that wraps, as `lines(toWidth:limit:plain:)` with a plain mark.
  func lines(toWidth width: Int, limit: Int?) -> [StyledLine] {
    lines(toWidth: width, limit: limit, plain: TextAttributes())
  }
}
