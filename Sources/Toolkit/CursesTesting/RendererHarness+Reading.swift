import TerminalCore

extension RendererHarness {
  /// The screen's rows, after drawing any frame that was asked for.
  public var lines: [String] {
    screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// The first row of the screen that shows `text`, if any.
  public func line(containing text: String) -> String? {
    lines.first { $0.contains(text) }
  }

  /// Sends named keys, one turn each.
  public func send(_ keys: Key...) {
    for key in keys { send(.key(key)) }
  }

  /// Types one character, in one turn.
  public func send(_ character: Character) {
    send(.character(character))
  }
}
