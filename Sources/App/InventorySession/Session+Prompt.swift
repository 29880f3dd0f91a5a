import TerminalCore
import TextEditing

/// How the Ctrl-O prompt fits the bar: its label, and the Enter/Esc hint when the label is cut.
extension Session {
  /// The prompt's label when the bar has room for it and a useful stretch of link.
  static let promptLabel = " Open link (Enter opens, Esc cancels): "
  /// The label on a narrow bar; the keys then go on the line below.
  static let narrowPromptLabel = " Open link: "
  /// The keys the narrow label leaves out, drawn just below the bar.
  static let promptKeysHint = " Enter opens, ^Y copies, Esc cancels "
  /// The fewest columns the long label must leave for the link.
  static let promptFieldMinimumWidth = 40

  /// Whether the prompt uses the narrow label, with its keys below the bar.
  var promptIsNarrow: Bool {
    size.width - TextWidth.of(Self.promptLabel) < Self.promptFieldMinimumWidth
  }

  /// The rows below the bar the prompt's keys take: one while a narrow prompt is open.
  var promptHintRows: Int { prompt != nil && promptIsNarrow && size.height > 1 ? 1 : 0 }

  /// Draws the prompt in the bar: its label, then the link scrolled to keep the cursor (and
  /// the end, when both fit) in view.
  func drawPrompt(_ prompt: DeepLinkPrompt, into canvas: inout Canvas) {
    let label = promptIsNarrow ? Self.narrowPromptLabel : Self.promptLabel
    let x = canvas.draw(label, at: .zero, style: Self.barStyle.bolded())
    let room = Rect(x: x, y: 0, width: max(size.width - x, 1), height: 1)
    canvas.drawEditableText(prompt.field, in: room, style: Self.barStyle, showsCursor: true)
  }

  /// Draws the prompt's keys below the bar, over the app, when the narrow label leaves them
  /// out.
  func drawPromptHint(into canvas: inout Canvas) {
    guard promptHintRows > 0 else { return }
    // The whole row, so the app's line under it does not show through beside the keys.
    canvas.fill(Rect(x: 0, y: 1, width: size.width, height: 1), style: Self.barStyle)
    canvas.draw(
      TextWidth.truncated(Self.promptKeysHint, toWidth: size.width), at: Point(x: 0, y: 1),
      style: Self.barStyle)
  }
}
