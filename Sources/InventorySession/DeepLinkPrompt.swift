import TerminalCore

/// The one-line editor Ctrl-O opens for typing a deep link.
///
/// ```swift
/// var prompt = DeepLinkPrompt()
/// prompt.handle(.character("/"))
/// prompt.text  // "/"
/// ```
public struct DeepLinkPrompt: Equatable, Sendable {
  /// What has been typed.
  public private(set) var text = ""
  /// The cursor, as a character index into ``text``.
  public private(set) var cursor = 0

  /// The longest link the prompt takes; the link parser refuses longer ones anyway.
  public static let maximumLength = 2048

  /// An empty prompt.
  public init() {}

  /// Edits the text: characters insert at the cursor; arrows, Home/End, Backspace, Delete.
  public mutating func handle(_ event: InputEvent) {
    switch event {
    case .character(let character) where text.count < Self.maximumLength:
      text.insert(character, at: index(cursor))
      cursor += 1
    case .key(.left): cursor = max(cursor - 1, 0)
    case .key(.right): cursor = min(cursor + 1, text.count)
    case .key(.home), .key(.control("a")): cursor = 0
    case .key(.end), .key(.control("e")): cursor = text.count
    case .key(.backspace) where cursor > 0:
      cursor -= 1
      text.remove(at: index(cursor))
    case .key(.delete) where cursor < text.count:
      text.remove(at: index(cursor))
    case .key(.control("u")):
      text = ""
      cursor = 0
    default: break
    }
  }

  private func index(_ offset: Int) -> String.Index {
    text.index(text.startIndex, offsetBy: offset)
  }
}
