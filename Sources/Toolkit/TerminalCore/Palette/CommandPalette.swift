import TextEditing

/// The command palette's state: what has been typed to filter the commands and which of the
/// matches is highlighted. Ctrl-P opens one in every `SwappableApp`; a host keeps it, so a
/// swap of renderers under it keeps it open with its query.
///
/// It is a value: the commands it lists are read when it is drawn or a key arrives, from
/// the screen's key table of that moment, so it never shows a command the screen no longer
/// has.
///
/// ```swift
/// var palette = CommandPalette()
/// palette.handle(.character("d"), matching: commands)        // .none: the list narrows
/// if case .run(let command) = palette.handle(.key(.enter), matching: commands) {
///   command.run()
/// }
/// ```
public struct CommandPalette: Equatable, Sendable {
  /// What has been typed.
  public private(set) var query = EditableText(maximumLength: Self.maximumQueryLength)
  /// The index of the highlighted match, among ``matches(in:)``.
  public private(set) var highlight = 0

  /// The longest query: longer than any title.
  public static let maximumQueryLength = 80

  /// An empty palette, its first command highlighted.
  public init() {}

  /// One command that matches the query, with the characters of its title that matched.
  public struct Match: Sendable {
    /// The command.
    public let command: KeyCommand
    /// The offsets of the matched characters in its `paletteTitle`.
    public let positions: [Int]
  }

  /// What a key did to the palette.
  public enum Outcome: Sendable {
    /// Nothing, or the query or the highlight changed.
    case none
    /// Esc: the palette closes, running nothing.
    case close
    /// Enter or a click on a command: the palette closes and the command runs.
    case run(KeyCommand)
  }

  /// The commands that match the query, closest first; commands that match equally keep
  /// their order, and every command shows while the query is empty. A command listed twice
  /// (the same palette title and key label) shows once.
  public func matches(in commands: [KeyCommand]) -> [Match] {
    var seen = Set<String>()
    var scored: [(match: Match, score: Int, order: Int)] = []
    for (order, command) in commands.enumerated() {
      guard seen.insert(command.paletteTitle + "\u{0}" + command.label).inserted,
        let fit = FuzzyMatch(query.text, in: command.paletteTitle)
      else { continue }
      scored.append((Match(command: command, positions: fit.positions), fit.score, order))
    }
    scored.sort { $0.score != $1.score ? $0.score > $1.score : $0.order < $1.order }
    return scored.map(\.match)
  }

  /// Handles a key: characters and editing keys change the query (the first match is then
  /// highlighted); ↑ ↓ PgUp PgDn Home End move the highlight; Enter runs it; Esc closes.
  public mutating func handle(_ event: InputEvent, matching commands: [KeyCommand]) -> Outcome {
    let matches = matches(in: commands)
    // The commands may have changed since the last key (a split turned on, say).
    highlight = Self.clamped(highlight, count: matches.count)
    switch event {
    case .key(.escape): return .close
    case .key(.enter):
      guard matches.indices.contains(highlight) else { return .none }
      return .run(matches[highlight].command)
    case .key(.up): moveHighlight(by: -1, count: matches.count)
    case .key(.down): moveHighlight(by: 1, count: matches.count)
    case .key(.pageUp): moveHighlight(by: -Self.visibleRows, count: matches.count)
    case .key(.pageDown): moveHighlight(by: Self.visibleRows, count: matches.count)
    case .key(.home) where query.isEmpty: highlight = 0
    case .key(.end) where query.isEmpty: highlight = max(matches.count - 1, 0)
    default:
      guard let edit = EditableText.Edit(event) else { return .none }
      let before = query.text
      query.apply(edit)
      if query.text != before { highlight = 0 }
    }
    return .none
  }

  /// What a click on the command at `index` of the matches does: runs it.
  public func click(at index: Int, matching commands: [KeyCommand]) -> Outcome {
    let matches = matches(in: commands)
    guard matches.indices.contains(index) else { return .none }
    return .run(matches[index].command)
  }

  /// The highlight within `count` matches: the last one when the list shrank under it.
  static func clamped(_ highlight: Int, count: Int) -> Int {
    min(max(highlight, 0), max(count - 1, 0))
  }

  /// At most this many commands show at once; the rest scroll into view.
  public static let visibleRows = 10

  private mutating func moveHighlight(by step: Int, count: Int) {
    guard count > 0 else { return }
    highlight = min(max(highlight + step, 0), count - 1)
  }
}
