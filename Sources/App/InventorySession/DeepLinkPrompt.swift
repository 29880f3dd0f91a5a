import TerminalCore
import TextEditing

/// The one-line editor Ctrl-O opens for typing a deep link: an ``EditableText`` of at most
/// ``maximumLength`` characters, edited by the same keys as every text field. It opens on the
/// current link, all selected.
///
/// ```swift
/// var prompt = DeepLinkPrompt(link: "nav:///one")
/// prompt.handle(.character("/"))
/// prompt.text  // "/"
/// ```
public struct DeepLinkPrompt: Equatable, Sendable {
  /// The text being typed, with its cursor.
  public private(set) var field = EditableText(maximumLength: Self.maximumLength)

  /// What has been typed.
  public var text: String { field.text }
  /// The cursor, as a character index into ``text``.
  public var cursor: Int { field.cursor }

  /// The longest link the prompt takes; the link parser refuses longer ones anyway.
  public static let maximumLength = 2048

  /// An empty prompt.
  public init() {}

  /// A prompt filled with `link`, all selected: typing replaces it, an arrow, Home or End
  /// keeps it to edit.
  public init(link: String) {
    field = EditableText(link, maximumLength: Self.maximumLength)
    field.selectAll()
  }

  /// Whether the text is all selected, as when the prompt has just opened on a link.
  public var isAllSelected: Bool { field.isAllSelected }

  /// Edits the text: characters insert at the cursor; arrows, Home/End, Backspace, Delete,
  /// Ctrl-A, Ctrl-E, Ctrl-U (see ``EditableText/Edit/init(_:)``).
  public mutating func handle(_ event: InputEvent) {
    if let edit = EditableText.Edit(event) { field.apply(edit) }
  }
}
