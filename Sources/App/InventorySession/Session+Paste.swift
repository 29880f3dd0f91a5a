import Foundation
import Inventory
import TextEditing

extension Session {
  /// What the bar says when a text field kept less of a paste than was pasted: a field holds
  /// at most its limit (a name, 100 characters), and the rest of a long paste is dropped, so
  /// the user is told rather than left to find the end missing. `nil` when all of it went in.
  ///
  /// - Parameters:
  ///   - pasted: the text of the paste event.
  ///   - before: the focused field before the paste; `after`, the same field after it.
  static func cutPasteMessage(pasted: String, before: EditableText, after: EditableText)
    -> String?
  {
    let wanted = EditableText.typeable(EditableText.oneLine(pasted)).count
    let kept = max(after.count - (before.isAllSelected ? 0 : before.count), 0)
    guard kept < wanted else { return nil }
    let format = IntegerFormatStyle<Int>.number
    return
      "Paste cut: the field kept \(kept.formatted(format)) of \(wanted.formatted(format)) characters"
  }
}
