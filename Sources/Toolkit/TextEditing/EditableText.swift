/// Text being edited, with a cursor: the value type behind every text input, one line (a
/// field) or several (an editor, see ``isMultiline``).
///
/// The cursor counts characters (grapheme clusters), so "é", "👍🏽" or "🇫🇷" is one step, and a
/// scalar that joins the character before it (a combining mark, a skin tone, the second half of
/// a flag, a zero-width joiner and what follows it) never leaves the cursor inside a character.
/// Control characters, line breaks and bidi overrides are never inserted (see ``typeable(_:)``),
/// nor scalars that would make one character longer than ``longestCharacter``.
///
/// Every edit costs time in proportion to what it touches, not to the length of the text:
/// the cursor is kept as a UTF-8 offset beside its character index, and the character count is
/// kept up to date from the few characters around the edit. (Inserting in the middle of a long
/// text still moves the bytes after the cursor, as any contiguous string does.)
///
/// ```swift
/// var name = EditableText("Kebord", maximumLength: 100)
/// name.moveCursor(to: 2)
/// name.insert("y")        // "Keybord", cursor 3
/// name.insert("e\u{301}") // one character: "Keyébord", cursor 4
/// ```
public struct EditableText: Hashable, Sendable {
  /// The text.
  public internal(set) var text: String
  /// The cursor, as a character index from 0 to ``count``.
  public internal(set) var cursor: Int
  /// The number of characters in ``text``, kept without walking the text.
  public internal(set) var count: Int
  /// The most characters that typing may produce, or `nil` for no limit. Text set through
  /// ``init(_:cursor:maximumLength:)`` or ``replaceAll(with:)`` is kept whole even when longer.
  public let maximumLength: Int?
  /// Whether the text may hold line breaks (a `TextEditor`'s): typed and pasted breaks
  /// become `"\n"`, tabs four spaces, and Home, End and Ctrl-U act on the cursor's line. A
  /// one-line text drops breaks and tabs, as a field must.
  public let isMultiline: Bool
  /// Whether the whole text is selected (see ``selectAll()``): the next insert replaces it,
  /// the next delete clears it, and a move (an arrow, Home, End) drops it and moves as usual.
  public internal(set) var isAllSelected = false
  /// The cursor as a UTF-8 offset into ``text``; always on a character boundary.
  var cursorOffset: Int

  /// Text with the cursor at `cursor` (at the end when `nil`), clamped into the text;
  /// `isMultiline` for an editor's text, whose line breaks are kept as `"\n"`.
  ///
  /// ```swift
  /// var notes = EditableText("milk\r\neggs", isMultiline: true)   // "milk\neggs"
  /// ```
  public init(
    _ text: String = "", cursor: Int? = nil, maximumLength: Int? = nil, isMultiline: Bool = false
  ) {
    let text = isMultiline ? Self.withLineBreaks(text) : text
    self.text = text
    self.maximumLength = maximumLength
    self.isMultiline = isMultiline
    count = text.count
    self.cursor = count
    cursorOffset = text.utf8.count
    if let cursor { moveCursor(to: cursor) }
  }

  /// Whether typing can add no more characters.
  public var isFull: Bool {
    guard let maximumLength else { return false }
    return count >= maximumLength
  }

  /// Whether the text is empty.
  public var isEmpty: Bool { text.isEmpty }

  /// The position of the cursor in ``text``.
  public var cursorIndex: String.Index { index(atOffset: cursorOffset) }

  /// The position of the character before the cursor; the cursor must not be at the start.
  var characterBeforeCursor: String.Index { text.index(before: cursorIndex) }

  /// Applies one edit.
  public mutating func apply(_ edit: Edit) {
    switch edit {
    case .insert(let string): insert(string)
    case .deleteBackward: deleteBackward()
    case .deleteForward: deleteForward()
    case .deleteToStart: deleteToStart()
    case .moveLeft: moveCursor(to: cursor - 1)
    case .moveRight: moveCursor(to: cursor + 1)
    case .moveToStart: moveCursor(to: isMultiline ? lineStart : 0)
    case .moveToEnd: moveCursor(to: isMultiline ? lineEnd : count)
    case .moveCursor(let position): moveCursor(to: position)
    }
  }

  /// Inserts the typeable part of `string` at the cursor and moves the cursor after it;
  /// when the whole text is selected, `string` replaces it.
  ///
  /// - Returns: `false` when some of it was not inserted because the text is full.
  @discardableResult
  public mutating func insert(_ string: String) -> Bool {
    var clean =
      isMultiline
      ? Self.typeable(Self.withLineBreaks(string), keepingLineBreaks: true)
      : Self.typeable(string)
    guard !clean.isEmpty else { return true }
    _ = removeSelection()
    clean = Self.withShortCharacters(clean, after: cursor > 0 ? text[characterBeforeCursor] : nil)
    guard !clean.isEmpty else { return true }
    var isWhole = true
    if let maximumLength {
      let room = maximumLength - count
      guard room > 0 else { return false }
      if clean.count > room {
        clean = String(clean.prefix(room))
        isWhole = false
      }
    }
    let anchor = anchorBefore(characters: 1)
    let suffixCount = count - cursor
    let editOffset = cursorOffset
    text.insert(contentsOf: clean, at: index(atOffset: editOffset))
    let target = editOffset + clean.utf8.count
    settle(from: anchor, target: target, roundingUp: true, suffix: (target, suffixCount))
    return isWhole
  }

  /// Deletes the character before the cursor (Backspace), or the whole text when it is
  /// selected.
  public mutating func deleteBackward() {
    guard !removeSelection(), cursor > 0 else { return }
    let end = cursorIndex
    let start = text.index(before: end)
    let removedLength = text.utf8.distance(from: start, to: end)
    let anchor = anchorBefore(characters: 2)
    let suffixCount = count - cursor
    text.removeSubrange(start..<end)
    let editOffset = cursorOffset - removedLength
    settle(from: anchor, target: editOffset, roundingUp: false, suffix: (editOffset, suffixCount))
  }

  /// Deletes the character after the cursor (Delete), or the whole text when it is selected.
  public mutating func deleteForward() {
    guard !removeSelection(), cursor < count else { return }
    let start = cursorIndex
    let anchor = anchorBefore(characters: 1)
    let suffixCount = count - cursor - 1
    text.removeSubrange(start..<text.index(after: start))
    settle(
      from: anchor, target: cursorOffset, roundingUp: false, suffix: (cursorOffset, suffixCount))
  }

  /// Deletes everything before the cursor (Ctrl-U) — in multi-line text, on its line — or
  /// the whole text when it is selected.
  public mutating func deleteToStart() {
    guard !removeSelection(), cursor > 0 else { return }
    guard isMultiline else {
      let suffixCount = count - cursor
      text.removeSubrange(text.startIndex..<cursorIndex)
      settle(from: (0, 0), target: 0, roundingUp: false, suffix: (0, suffixCount))
      return
    }
    for _ in lineStart..<cursor { deleteBackward() }
  }

  /// Moves the cursor to a character index, clamped into the text, and drops the selection.
  /// Costs the distance moved.
  public mutating func moveCursor(to position: Int) {
    isAllSelected = false
    let target = min(max(position, 0), count)
    if target == 0 {
      (cursor, cursorOffset) = (0, 0)
    } else if target == count {
      (cursor, cursorOffset) = (count, text.utf8.count)
    } else {
      let moved = text.index(cursorIndex, offsetBy: target - cursor)
      (cursor, cursorOffset) = (target, offset(of: moved))
    }
  }

  /// Replaces the whole text, keeping the cursor's character index where it still fits.
  public mutating func replaceAll(with newText: String) {
    guard newText != text else { return }
    let position = cursor
    self = EditableText(
      newText, cursor: position, maximumLength: maximumLength, isMultiline: isMultiline)
  }

  /// The part of `string` that can be typed (see ``typeable(_:)``) with its line breaks
  /// kept: CR LF, CR, NEL and the Unicode separators become `"\n"`, a tab four spaces.
  static func withLineBreaks(_ string: String) -> String {
    guard string.unicodeScalars.contains(where: isBreakOrTab) else { return string }
    var result = String.UnicodeScalarView()
    var previous: Unicode.Scalar?
    for scalar in string.unicodeScalars {
      defer { previous = scalar }
      switch scalar {
      case "\n" where previous == "\r": continue  // CR LF is one break
      case "\r", "\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}":
        result.append("\n")
      case "\t": result.append(contentsOf: "    ".unicodeScalars)
      default: result.append(scalar)
      }
    }
    return String(result)
  }

  private static func isBreakOrTab(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "\r", "\n", "\t", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}": true
    default: false
    }
  }

  /// The part of `string` that can be typed into one line: without control characters (C0,
  /// C1, DEL), line and paragraph separators, or the bidi embedding, override and isolate
  /// characters, which would reorder the text around the field. The zero-width joiner and
  /// other format characters stay: they hold emoji sequences together.
  public static func typeable(_ string: String) -> String {
    typeable(string, keepingLineBreaks: false)
  }

  /// ``typeable(_:)``, keeping `"\n"` where `keepingLineBreaks`.
  static func typeable(_ string: String, keepingLineBreaks: Bool) -> String {
    func isDropped(_ scalar: Unicode.Scalar) -> Bool {
      !(keepingLineBreaks && scalar == "\n") && isUntypeable(scalar)
    }
    guard string.unicodeScalars.contains(where: isDropped) else { return string }
    return String(String.UnicodeScalarView(string.unicodeScalars.filter { !isDropped($0) }))
  }

  private static func isUntypeable(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .lineSeparator, .paragraphSeparator: return true
    default:
      return (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }
  }
}
