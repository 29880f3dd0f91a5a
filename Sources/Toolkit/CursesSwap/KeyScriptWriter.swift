import TerminalCore

/// Writes input as key script text, a step at a time, so a recording can go to its file as it
/// happens: typed text as itself, the rest as tokens, a new line after each pause of a second
/// or more and before a line would pass ``lineWidth`` columns.
///
/// ```swift
/// var writer = KeyScriptWriter()
/// writer.text(for: .events([.character("a")]))        // "a"
/// writer.text(for: .events([.key(.control("s"))]))    // "<C-s>"
/// writer.text(for: .wait(.milliseconds(1500)))        // "<wait 1500ms>"
/// ```
public struct KeyScriptWriter {
  /// The widest a line grows before the next token starts a new one.
  public static let lineWidth = 76

  private var column = 0
  private var endsWithSpace = false
  private var breaksBeforeNext = false

  /// A writer at the start of a line.
  public init() {}

  /// The text that writes `step`, starting with a line break where one is due.
  public mutating func text(for step: KeyScript.Step) -> String {
    switch step {
    case .wait(let duration):
      let text = place(Self.token(for: duration))
      breaksBeforeNext = duration >= .seconds(1)
      return text
    case .events(let events):
      return events.map { place(Self.token(for: $0)) }.joined()
    }
  }

  /// `token` after a line break when one is due. A typed space never ends a line, where it
  /// could not be seen (nor kept by an editor that trims lines).
  private mutating func place(_ token: String) -> String {
    var text = ""
    let due = breaksBeforeNext || column + token.count > Self.lineWidth
    if due, column > 0, !endsWithSpace {
      text = "\n"
      column = 0
    }
    breaksBeforeNext = false
    let written = column == 0 && token == "#" ? "<hash>" : token
    column += written.count
    endsWithSpace = written == " "
    return text + written
  }

  /// The token of a pause: whole seconds as `<wait 2s>`, the rest in milliseconds.
  static func token(for duration: Duration) -> String {
    let milliseconds = Int(duration / .milliseconds(1))
    return milliseconds % 1000 == 0 && milliseconds > 0
      ? "<wait \(milliseconds / 1000)s>" : "<wait \(milliseconds)ms>"
  }

  /// The token of an event (a `#` that starts a line is written `<hash>` by ``text(for:)``,
  /// as it would start a comment there).
  static func token(for event: InputEvent) -> String {
    switch event {
    case .character("<"): return "<lt>"
    case .character(let character): return String(character)
    case .key(.function(let number)): return "<F\(number)>"
    case .key(.control(let letter)): return "<C-\(letter)>"
    case .key(let key):
      let name = KeyScript.namedKeys.first { $0.event == .key(key) }?.name ?? "\(key)"
      return "<\(name.prefix(1).uppercased() + name.dropFirst())>"
    case .mouse(let mouse):
      let kind =
        switch mouse.kind {
        case .click: "click"
        case .release: "release"
        case .drag: "drag"
        case .wheelUp: "wheelup"
        case .wheelDown: "wheeldown"
        }
      return "<\(kind) \(mouse.position.x),\(mouse.position.y)>"
    case .resize(let size): return "<resize \(size.width)x\(size.height)>"
    case .paste(let text): return "<paste>\(pasted(text))</paste>"
    }
  }

  /// A paste's text with what the script cannot show as tokens.
  private static func pasted(_ text: String) -> String {
    var written = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n": written += "<Enter>"
      case "\t": written += "<Tab>"
      case "<": written += "<lt>"
      case _ where scalar.properties.generalCategory == .control:
        written += "<u+\(String(scalar.value, radix: 16))>"
      default: written.unicodeScalars.append(scalar)
      }
    }
    return written
  }
}
