import Foundation

/// Printing links, in two forms: the percent-encoded ``url`` every URL parser takes, and the
/// ``readableURL`` the bar shows, decoded for reading. ``init(parsing:)`` takes both back.
extension DeepLink {
  /// The path and query, percent-encoded: `/inventory/add?name=Mouse%20Pad&quantity=3`.
  ///
  /// A draft prints only what differs from where its form starts (see ``Draft``).
  public var path: String { printed(encoding: Self.percentEncoded) }

  /// The link as a URL: `nav:///inventory/add?name=Mouse%20Pad&quantity=3`.
  public var url: URL {
    // The path is ASCII with every reserved character percent-encoded, so it always parses.
    guard let url = URL(string: "\(Self.scheme)://\(path)") else {
      preconditionFailure("Unparseable deep link \(path)")
    }
    return url
  }

  /// The link for people to read: ``url`` with the escapes a reader does not need decoded,
  /// `nav:///inventory/add?name=Mouse Pad&quantity=3`.
  ///
  /// It is still a link: ``init(parsing:)`` reads it back as this link, so what the bar
  /// shows can be typed or pasted back. What stays escaped: `%`, `&` and `#`, which would
  /// change how the link splits; control, bidirectional and other invisible format
  /// characters, and white space other than an inner space, so that the text shows every
  /// character the name has and none can reorder or break the line; and a value that would
  /// fuse into one character with the `=` before it or the `&` after it (a leading
  /// combining mark), which is escaped whole.
  public var readableURL: String { "\(Self.scheme)://" + printed(encoding: Self.readable) }

  /// Where the link leads, without the drafts and the filter its query carries:
  /// `nav:///inventory/5EED0000-0000-0000-0000-000000000001/edit`. What the bar shows; the
  /// whole link is ``readableURL``.
  public var location: String {
    "\(Self.scheme)://" + "/" + parts.segments.joined(separator: "/")
  }

  /// The path segments and query parameters, with `encode` applied to every value.
  private func printed(encoding encode: (String) -> String) -> String {
    let (segments, parameters) = parts
    let query = parameters.map { "\($0.name)=\(encode($0.value))" }.joined(separator: "&")
    return "/" + segments.joined(separator: "/") + (query.isEmpty ? "" : "?" + query)
  }

  /// The path segments (ASCII) and the query parameters, in printed order: the screen's
  /// draft, then the list's filter and sort order.
  private var parts: (segments: [String], parameters: [(name: String, value: String)]) {
    switch self {
    case .one: return (["one"], [])
    case .three: return (["three"], [])
    case .inventory(let link, let filter, let sort):
      let (segments, parameters) = Self.parts(of: link)
      let list =
        (filter.isEmpty ? [] : [("filter", filter)])
        + (sort.map { [("sort", $0.description)] } ?? [])
      return (["inventory"] + segments, parameters + list)
    }
  }

  /// The segments after `/inventory` and the parameters of the screen `link` opens.
  private static func parts(
    of link: InventoryLink?
  ) -> (segments: [String], parameters: [(name: String, value: String)]) {
    switch link {
    case nil: return ([], [])
    case .add(let draft, let isColorPickerOpen):
      return (
        ["add"] + (isColorPickerOpen ? ["colorPicker"] : []), draft.normalizedForAdd.parameters
      )
    case .row(let id, let rowLink):
      let row = [id.uuidString]
      switch rowLink {
      case .edit(let draft, let isColorPickerOpen):
        return (row + ["edit"] + (isColorPickerOpen ? ["colorPicker"] : []), draft.parameters)
      case .delete:
        return (row + ["delete"], [])
      case .rename(let name):
        return (row + ["rename"], name.map { [("name", $0)] } ?? [])
      case .duplicate(let draft, let isColorPickerOpen):
        return (
          row + ["duplicate"] + (isColorPickerOpen ? ["colorPicker"] : []), draft.parameters
        )
      }
    }
  }

  /// Only RFC 3986's unreserved characters stay as they are.
  private static let unreserved = CharacterSet(
    charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

  /// Percent-encodes UTF-8 bytes of everything but unreserved characters.
  static func percentEncoded(_ text: String) -> String {
    text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
  }

  /// `value` with only the characters escaped that ``readableURL`` keeps escaped.
  static func readable(_ value: String) -> String {
    let scalars = Array(value.unicodeScalars)
    // Trailing spaces would be trimmed from a typed link, and cannot be seen either.
    let trailingSpaces = scalars.reversed().prefix { $0 == " " }.count
    var result = ""
    for (index, scalar) in scalars.enumerated() {
      if index >= scalars.count - trailingSpaces || staysEscaped(scalar) {
        result += percentEncoded(String(scalar))
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    // The parser splits on characters (grapheme clusters): a value fusing with its
    // delimiters would not come back as it went.
    guard ("=" + result + "&").count == result.count + 2 else { return percentEncoded(value) }
    return result
  }

  /// Whether a character of a name stays percent-encoded in the readable form.
  private static func staysEscaped(_ scalar: Unicode.Scalar) -> Bool {
    if "%&#".unicodeScalars.contains(scalar) { return true }
    if scalar.properties.isWhitespace { return scalar != " " }
    switch scalar.properties.generalCategory {
    case .control, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned:
      // C0, DEL and C1 controls; line breaks of every kind; what no font draws.
      return true
    case .format:
      // Bidi overrides and isolates, zero-width spaces, soft hyphens… are invisible or
      // reorder the line. The zero-width joiner and tag characters are parts of emoji.
      return scalar != "\u{200D}" && !(0xE0020...0xE007F).contains(scalar.value)
    default:
      return false
    }
  }
}
