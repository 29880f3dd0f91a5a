import Clocks
import Foundation
import Inventory
import TerminalCore

/// A scripted sequence of keys and waits, written as literal text plus `<Name>` tokens.
///
/// Tokens: `<Enter>`, `<Esc>`, `<Tab>`, `<BTab>`, `<Up>`, `<Down>`, `<Left>`, `<Right>`,
/// `<Home>`, `<End>`, `<PgUp>`, `<PgDn>`, `<Backspace>`, `<Delete>`, `<Space>`, `<F1>`…`<F12>`,
/// `<C-a>`…`<C-z>` (Ctrl with a letter), `<lt>` for a literal `<`, and `<wait 600ms>` (or
/// `<wait 2s>`), which lets timers run that long. Token names ignore case.
///
/// ```swift
/// let script = try KeyScript(parsing: "2<Enter>Pad<wait 600ms><C-s>")
/// ```
public struct KeyScript: Equatable, Sendable {
  /// One step of a script.
  public enum Step: Equatable, Sendable {
    /// Input events delivered in one turn of the loop.
    case events([InputEvent])
    /// Let timers run for this long.
    case wait(Duration)
  }

  /// The steps in order. Consecutive events each get a step of their own, as typed keys do.
  public var steps: [Step]

  /// Parses `text`; throws a ``UsageError`` naming the bad token.
  public init(parsing text: String) throws(UsageError) {
    steps = []
    var rest = Substring(text)
    while let first = rest.first {
      if first != "<" {
        steps.append(.events([.character(first)]))
        rest = rest.dropFirst()
        continue
      }
      guard let close = rest.firstIndex(of: ">") else {
        throw UsageError(
          "key script: '<' without a closing '>' in \(QuotedInput.quoted(String(rest)))")
      }
      let token = String(rest[rest.index(after: rest.startIndex)..<close])
      steps.append(try Self.step(for: token))
      rest = rest[rest.index(after: close)...]
    }
  }

  private static let namedKeys: [String: InputEvent] = [
    "enter": .key(.enter), "esc": .key(.escape), "escape": .key(.escape), "tab": .key(.tab),
    "btab": .key(.backTab), "up": .key(.up), "down": .key(.down), "left": .key(.left),
    "right": .key(.right), "home": .key(.home), "end": .key(.end), "pgup": .key(.pageUp),
    "pgdn": .key(.pageDown), "backspace": .key(.backspace), "bs": .key(.backspace),
    "delete": .key(.delete), "del": .key(.delete), "space": .character(" "),
    "lt": .character("<"),
  ]

  private static func step(for token: String) throws(UsageError) -> Step {
    let name = token.lowercased()
    if let event = namedKeys[name] { return .events([event]) }
    if name.hasPrefix("f"), let number = Int(name.dropFirst()), (1...12).contains(number) {
      return .events([.key(.function(number))])
    }
    if name.hasPrefix("c-"), name.count == 3, let letter = name.last, letter.isASCII,
      letter.isLetter
    {
      return .events([.key(.control(letter))])
    }
    if name.hasPrefix("wait ") { return .wait(try duration(String(name.dropFirst(5)), token)) }
    throw UsageError("key script: unknown key <\(QuotedInput.excerpt(token))>")
  }

  private static func duration(_ text: String, _ token: String) throws(UsageError) -> Duration {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    if trimmed.hasSuffix("ms"), let value = Int(trimmed.dropLast(2)), value >= 0, value <= 600_000 {
      return .milliseconds(value)
    }
    if trimmed.hasSuffix("s"), let value = Int(trimmed.dropLast()), value >= 0, value <= 600 {
      return .seconds(value)
    }
    throw UsageError(
      "key script: bad wait <\(QuotedInput.excerpt(token))>; write it like <wait 600ms> or <wait 2s>"
    )
  }
}

extension KeyScript {
  /// Plays the script headlessly: keys go into `terminal` one turn of `loop` each, and each
  /// `<wait …>` advances `clock`, so timers fire without real waiting.
  @MainActor
  public func play(into terminal: HeadlessTerminal, loop: EventLoop, clock: ManualClock) async {
    for step in steps {
      switch step {
      case .events(let events):
        terminal.send(events)
        loop.pump()
      case .wait(let duration):
        await clock.advance(by: duration)
      }
    }
  }
}
