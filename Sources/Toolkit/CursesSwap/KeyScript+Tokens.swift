import TerminalCore

/// The tokens of the script language, read and written by the same tables.
extension KeyScript {
  /// The named keys, by their token names (lowercased); the first name of a key is the one
  /// written.
  static let namedKeys: [(name: String, event: InputEvent)] = [
    ("enter", .key(.enter)), ("esc", .key(.escape)), ("escape", .key(.escape)),
    ("tab", .key(.tab)), ("btab", .key(.backTab)), ("up", .key(.up)), ("down", .key(.down)),
    ("left", .key(.left)), ("right", .key(.right)), ("home", .key(.home)), ("end", .key(.end)),
    ("pgup", .key(.pageUp)), ("pgdn", .key(.pageDown)), ("backspace", .key(.backspace)),
    ("bs", .key(.backspace)), ("delete", .key(.delete)), ("del", .key(.delete)),
    ("space", .character(" ")), ("lt", .character("<")), ("hash", .character("#")),
  ]

  private static let eventsByName = Dictionary(
    namedKeys.map { ($0.name, $0.event) }, uniquingKeysWith: { first, _ in first })

  private static let mouseKinds: [(name: String, kind: MouseEvent.Kind)] = [
    ("click", .click), ("release", .release), ("drag", .drag), ("wheelup", .wheelUp),
    ("wheeldown", .wheelDown),
  ]

  /// The step a token stands for.
  static func step(for token: String) throws(KeyScriptError) -> Step {
    let name = token.lowercased()
    if let event = eventsByName[name] { return .events([event]) }
    if name.hasPrefix("f"), let number = Int(name.dropFirst()), (1...12).contains(number) {
      return .events([.key(.function(number))])
    }
    if name.hasPrefix("c-"), name.count == 3, let letter = name.last, letter.isASCII,
      letter.isLetter
    {
      return .events([.key(.control(letter))])
    }
    let words = name.split(separator: " ", maxSplits: 1).map(String.init)
    guard words.count == 2 else { throw unknown(token) }
    let argument = words[1].filter { $0 != " " }
    if words[0] == "wait" { return .wait(try duration(argument, token)) }
    if words[0] == "resize" { return .events([.resize(try size(argument, token))]) }
    if let mouse = mouseKinds.first(where: { $0.name == words[0] }) {
      return .events([.mouse(MouseEvent(kind: mouse.kind, position: try point(argument, token)))])
    }
    throw unknown(token)
  }

  /// The text a token inside a paste stands for.
  static func pastedScalar(for token: String) throws(KeyScriptError) -> Unicode.Scalar {
    switch token.lowercased() {
    case "enter": return "\n"
    case "tab": return "\t"
    case "lt": return "<"
    case let name where name.hasPrefix("u+"):
      guard let value = UInt32(name.dropFirst(2), radix: 16), let scalar = Unicode.Scalar(value)
      else { break }
      return scalar
    default: break
    }
    throw KeyScriptError(
      "unknown token <\(QuotedInput.excerpt(token))> in a paste; use <Enter> <Tab> <lt> <u+HEX>")
  }

  private static func unknown(_ token: String) -> KeyScriptError {
    KeyScriptError("unknown key <\(QuotedInput.excerpt(token))>")
  }

  private static func duration(_ text: String, _ token: String) throws(KeyScriptError) -> Duration {
    if text.hasSuffix("ms"), let value = Int(text.dropLast(2)), (0...600_000).contains(value) {
      return .milliseconds(value)
    }
    if text.hasSuffix("s"), let value = Int(text.dropLast()), (0...600).contains(value) {
      return .seconds(value)
    }
    throw KeyScriptError(
      "bad wait <\(QuotedInput.excerpt(token))>; write it like <wait 600ms> or <wait 2s>")
  }

  private static func size(_ text: String, _ token: String) throws(KeyScriptError) -> Size {
    let parts = text.split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
      (1...1000).contains(width), (1...1000).contains(height)
    else {
      throw KeyScriptError(
        "bad size <\(QuotedInput.excerpt(token))>; write it like <resize 100x30>")
    }
    return Size(width: width, height: height)
  }

  private static func point(_ text: String, _ token: String) throws(KeyScriptError) -> Point {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == 2,
      let x = Int(parts[0]), let y = Int(parts[1]), (0..<10_000).contains(x),
      (0..<10_000).contains(y)
    else {
      throw KeyScriptError(
        "bad position <\(QuotedInput.excerpt(token))>; write it like <click 12,5>")
    }
    return Point(x: x, y: y)
  }
}
