import Foundation
import TerminalInput

/// Parsing links. The parser is strict: anything outside the grammar is an error, never a
/// silent no-op, so a caller can tell the user what went wrong.
extension DeepLink {
  /// Parses a `nav:` URL or a bare path such as `/inventory/add?name=Mouse`.
  ///
  /// The scheme and host are ignored, a trailing slash and a `#fragment` too. Percent-escapes
  /// are decoded in path segments and parameters; raw spaces and non-ASCII characters are
  /// accepted as typed, and `+` stays a plus sign, so both ``url`` and ``readableURL`` parse
  /// back to the link they print.
  ///
  /// ```swift
  /// try DeepLink(parsing: "/inventory/add/colorPicker?name=Mouse Pad&color=Red")
  /// // .inventory(.add(Draft(name: "Mouse Pad", color: .red), isColorPickerOpen: true))
  /// ```
  ///
  /// - Throws: ``DeepLinkError`` describing the first problem found.
  public init(parsing text: String) throws(DeepLinkError) {
    let length = text.unicodeScalars.count
    guard length <= Self.maximumLength else {
      throw .tooLong(length: length, limit: Self.maximumLength)
    }
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { throw .empty }

    var rest = Substring(trimmed)
    if let hash = rest.firstIndex(of: "#") { rest = rest[..<hash] }
    rest = try Self.droppingSchemeAndHost(rest, text: trimmed)

    let pathText: Substring
    let queryText: Substring?
    if let question = rest.firstIndex(of: "?") {
      pathText = rest[..<question]
      queryText = rest[rest.index(after: question)...]
    } else {
      pathText = rest
      queryText = nil
    }
    guard pathText.hasPrefix("/") else {
      throw .malformed(trimmed, reason: "a link is a nav: URL or a path starting with /")
    }
    let segments = try pathText.split(separator: "/").map { segment throws(DeepLinkError) in
      try Self.decoded(segment, text: trimmed)
    }
    let parameters = try Self.parameters(queryText, text: trimmed)
    self = try Self.match(segments, parameters, path: String(pathText))
  }

  /// Parses a `nav:` URL; see ``init(parsing:)``.
  public init(url: URL) throws(DeepLinkError) {
    try self.init(parsing: url.absoluteString)
  }

  /// Strips `scheme:` and `//host` when present; what is left starts at the path.
  private static func droppingSchemeAndHost(
    _ link: Substring, text: String
  ) throws(DeepLinkError) -> Substring {
    guard let colon = link.firstIndex(of: ":"),
      colon < (link.firstIndex(where: { $0 == "/" || $0 == "?" }) ?? link.endIndex)
    else { return link }
    let scheme = link[..<colon]
    guard let first = scheme.first, first.isASCII, first.isLetter,
      scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
    else {
      throw .malformed(text, reason: "\(QuotedInput.quoted(String(scheme))) is not a URL scheme")
    }
    var rest = link[link.index(after: colon)...]
    if rest.hasPrefix("//") {
      rest = rest.dropFirst(2)
      let pathStart = rest.firstIndex(where: { $0 == "/" || $0 == "?" }) ?? rest.endIndex
      let host = rest[..<pathStart]
      // The host is ignored, but one no URL could have means the text is not a URL.
      guard !host.unicodeScalars.contains(where: Self.cannotBeInHost) else {
        throw .malformed(text, reason: "\(QuotedInput.quoted(String(host))) is not a host")
      }
      rest = rest[pathStart...]
      // `nav://` and `nav://host` have no path: reporting "Unknown path /" would hide that.
      guard rest.hasPrefix("/") else {
        throw .malformed(text, reason: "there is no path after the host, as in nav:///inventory")
      }
    }
    return rest
  }

  /// White space and controls: never part of a host.
  private static func cannotBeInHost(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isWhitespace || scalar.properties.generalCategory == .control
  }

  /// `part` with its `%XX` escapes decoded as UTF-8.
  ///
  /// Not `removingPercentEncoding`, which drops a leading byte order mark: a name starting
  /// with U+FEFF would not come back from its own link.
  private static func decoded(_ part: Substring, text: String) throws(DeepLinkError) -> String {
    guard part.utf8.contains(UInt8(ascii: "%")) else { return String(part) }
    var bytes: [UInt8] = []
    var utf8 = part.utf8[...]
    while let byte = utf8.popFirst() {
      guard byte == UInt8(ascii: "%") else {
        bytes.append(byte)
        continue
      }
      guard let high = utf8.popFirst().flatMap(hexValue),
        let low = utf8.popFirst().flatMap(hexValue)
      else { throw badEscape(part, text: text) }
      bytes.append(high << 4 | low)
    }
    guard let decoded = String(validating: bytes, as: UTF8.self) else {
      throw badEscape(part, text: text)
    }
    return decoded
  }

  private static func badEscape(_ part: Substring, text: String) -> DeepLinkError {
    .malformed(text, reason: "bad percent-escape in \(QuotedInput.quoted(String(part)))")
  }

  private static func hexValue(_ digit: UInt8) -> UInt8? {
    switch digit {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  /// `key=value` pairs split on `&`; a key without `=` has an empty value.
  private static func parameters(
    _ query: Substring?, text: String
  ) throws(DeepLinkError) -> [(name: String, value: String)] {
    guard let query else { return [] }
    var parameters: [(name: String, value: String)] = []
    for pair in query.split(separator: "&") {
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let name = try decoded(parts[0], text: text)
      let value = parts.count > 1 ? try decoded(parts[1], text: text) : ""
      guard !parameters.contains(where: { $0.name == name }) else {
        throw .duplicateParameter(name)
      }
      parameters.append((name, value))
    }
    return parameters
  }

}
