import TerminalCore

/// Input written as text: what `--keys` plays, what `--record` writes and `--replay` reads.
/// Typed characters are themselves; everything else is a `<Name>` token, names in any case:
///
/// - keys: `<Enter>` `<Esc>` `<Tab>` `<BTab>` `<Up>` `<Down>` `<Left>` `<Right>` `<Home>`
///   `<End>` `<PgUp>` `<PgDn>` `<Backspace>` `<Delete>` `<Space>`, `<F1>`…`<F12>`, and
///   `<C-a>`…`<C-z>` (Ctrl with a letter); `<lt>` is a typed `<` and `<hash>` a typed `#`;
/// - the mouse: `<click 12,5>` (the button down), `<release 12,5>`, `<drag 13,5>`,
///   `<wheelup 12,5>`, `<wheeldown 12,5>` (column, row, from 0);
/// - `<resize 100x30>`: the terminal's new size (played in a headless terminal; a live
///   terminal keeps the size it has);
/// - `<paste>text</paste>`: a bracketed paste, with `<Enter>`, `<Tab>`, `<lt>` and `<u+1F600>`
///   inside for what text cannot show;
/// - `<wait 600ms>`, `<wait 2s>`: a pause, which a headless run spends on its manual clock.
///
/// Line breaks are layout, not keys, and a line that starts with `#` is a comment, so a
/// recording reads as lines of what was done between pauses.
///
/// ```swift
/// let script = try KeyScript(parsing: "2<Enter>Pad<wait 600ms><C-s>")
/// ```
public struct KeyScript: Equatable, Sendable {
  /// One step of a script.
  public enum Step: Equatable, Sendable {
    /// Input events delivered in one turn of the loop.
    case events([InputEvent])
    /// A pause: timers run for this long.
    case wait(Duration)
  }

  /// The steps in order. Each event gets a step of its own, as typed keys do.
  public var steps: [Step]

  /// A script of `steps`.
  public init(steps: [Step]) { self.steps = steps }

  /// Parses `text`; the error names the line and the bad token, and nothing is kept.
  public init(parsing text: String) throws(KeyScriptError) {
    steps = []
    var number = 0
    // "\r\n" is one Character, and a newline too.
    for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      number += 1
      var rest = line
      guard rest.first != "#" else { continue }
      do {
        while !rest.isEmpty { steps.append(try Self.nextStep(&rest)) }
      } catch {
        throw KeyScriptError(line: number, error.message)
      }
    }
  }

  /// The script as text that parses back to it (see ``KeyScriptWriter``).
  public var text: String {
    var writer = KeyScriptWriter()
    return steps.map { writer.text(for: $0) }.joined() + "\n"
  }

  /// Takes the first step off `rest`.
  private static func nextStep(_ rest: inout Substring) throws(KeyScriptError) -> Step {
    let first = rest.removeFirst()
    guard first == "<" else {
      guard !first.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
      else {
        throw KeyScriptError(
          "a control character (\(QuotedInput.quoted(String(first)))); write keys as tokens such as <Tab>"
        )
      }
      return .events([.character(first)])
    }
    let token = try takeToken(&rest)
    guard token.lowercased() != "paste" else { return .events([.paste(try takePaste(&rest))]) }
    return try step(for: token)
  }

  /// The name between `<` (already taken) and `>`, taking both off `rest`.
  static func takeToken(_ rest: inout Substring) throws(KeyScriptError) -> String {
    guard let close = rest.firstIndex(of: ">") else {
      throw KeyScriptError("'<' without a closing '>' in \(QuotedInput.quoted("<" + rest))")
    }
    let token = String(rest[..<close])
    rest = rest[rest.index(after: close)...]
    return token
  }

  /// The text of a paste up to `</paste>`, taking it off `rest`.
  private static func takePaste(_ rest: inout Substring) throws(KeyScriptError) -> String {
    var text = ""
    while let next = rest.first {
      rest.removeFirst()
      guard next == "<" else {
        text.append(next)
        continue
      }
      let token = try takeToken(&rest)
      if token.lowercased() == "/paste" { return text }
      text.unicodeScalars.append(try pastedScalar(for: token))
    }
    throw KeyScriptError("<paste> without </paste> on its line")
  }
}
