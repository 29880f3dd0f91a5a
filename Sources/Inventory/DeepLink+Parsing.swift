import Foundation

/// Parsing links. The parser is strict: anything outside the grammar is an error, never a
/// silent no-op, so a caller can tell the user what went wrong.
extension DeepLink {
  /// Parses a `nav:` URL or a bare path such as `/inventory/add?name=Mouse`.
  ///
  /// The scheme and host are ignored, a trailing slash and a `#fragment` too. Percent-escapes
  /// are decoded in path segments and parameters; raw spaces and non-ASCII characters are
  /// accepted as typed, and `+` stays a plus sign.
  ///
  /// ```swift
  /// try DeepLink(parsing: "/inventory/add/colorPicker?quantity=2")
  /// // .inventory(.add(name: "", quantity: 2, isColorPickerOpen: true))
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
      rest = rest[(rest.firstIndex(where: { $0 == "/" || $0 == "?" }) ?? rest.endIndex)...]
      // `nav://host` and `nav://` name the root path.
      if !rest.hasPrefix("/") { return "/" + rest }
    }
    return rest
  }

  private static func decoded(_ part: Substring, text: String) throws(DeepLinkError) -> String {
    guard let decoded = String(part).removingPercentEncoding else {
      throw .malformed(text, reason: "bad percent-escape in \(QuotedInput.quoted(String(part)))")
    }
    return decoded
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

  private static func match(
    _ segments: [String], _ parameters: [(name: String, value: String)], path: String
  ) throws(DeepLinkError) -> DeepLink {
    if segments == ["inventory", "add"] || segments == ["inventory", "add", "colorPicker"] {
      return try add(parameters, isColorPickerOpen: segments.count == 3, path: path)
    }
    let link: DeepLink
    switch segments.count {
    case 1 where segments[0] == "one": link = .one
    case 1 where segments[0] == "three": link = .three
    case 1 where segments[0] == "inventory": link = .inventory(nil)
    case 3...4 where segments[0] == "inventory":
      guard let rowLink = rowLink(segments[2...]) else { throw .unknownPath(path) }
      // The shape is known, so a bad id is reported as such rather than as an unknown path.
      link = .inventory(.row(id: try uuid(segments[1]), rowLink))
    default: throw .unknownPath(path)
    }
    if let parameter = parameters.first { throw .unknownParameter(parameter.name, path: path) }
    return link
  }

  /// The action segments after `/inventory/<uuid>`.
  private static func rowLink(_ action: ArraySlice<String>) -> RowLink? {
    switch Array(action) {
    case ["edit"]: .edit()
    case ["edit", "colorPicker"]: .edit(isColorPickerOpen: true)
    case ["delete"]: .delete
    case ["duplicate"]: .duplicate
    default: nil
    }
  }

  private static func add(
    _ parameters: [(name: String, value: String)], isColorPickerOpen: Bool, path: String
  ) throws(DeepLinkError) -> DeepLink {
    var name = ""
    var quantity = 1
    for (key, value) in parameters {
      switch key {
      case "name": name = value
      case "quantity": quantity = try self.quantity(value)
      default: throw .unknownParameter(key, path: path)
      }
    }
    return .inventory(.add(name: name, quantity: quantity, isColorPickerOpen: isColorPickerOpen))
  }

  /// Digits only: no sign, no spaces, no fraction, and small enough for an `Int`.
  private static func quantity(_ text: String) throws(DeepLinkError) -> Int {
    guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(text)
    else { throw .invalidQuantity(text) }
    return value
  }

  private static func uuid(_ text: String) throws(DeepLinkError) -> UUID {
    guard let id = UUID(uuidString: text) else { throw .malformedID(text) }
    return id
  }
}
