import TextEditing

/// One entry: a title and a multi-line body, each with its cursor, and a star.
public struct JournalEntry: Identifiable, Hashable, Sendable {
  public let id: Int
  /// The title, edited in a one-line field.
  public var title: EditableText
  /// The body, edited in a `TextEditor` or a `TextView`.
  public var body: EditableText
  /// Whether the entry is starred (the Starred filter shows these).
  public var isStarred = false

  /// An entry titled `title` whose body is `body`, the cursors at the start.
  public init(id: Int, title: String, body: String = "", isStarred: Bool = false) {
    self.id = id
    self.title = EditableText(title, cursor: 0, maximumLength: 80)
    self.body = EditableText(body, cursor: 0, isMultiline: true)
    self.isStarred = isStarred
  }

  /// The row in the list: the title, a star when starred.
  public var row: String {
    let title = self.title.text.isEmpty ? "Untitled" : self.title.text
    return isStarred ? "★ " + title : "  " + title
  }
}
