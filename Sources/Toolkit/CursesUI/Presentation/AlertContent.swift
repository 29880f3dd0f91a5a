import TerminalCore

/// The body of an alert: bold title, message, and the buttons in a row. In an alert layer
/// Left and Right move focus between the buttons like Shift-Tab and Tab; its key hints are
/// CursesKit's alert's (`AlertKeyHints.buttons`).
public struct AlertContent<Actions: View, Message: View>: View {
  let title: String
  let actions: Actions
  let message: Message

  /// The alert's layout.
  public var body: some View {
    VStack(alignment: .center, spacing: 1) {
      Text(title).bold()
      message
      HStack(spacing: 3) { actions }
    }
    .frame(maxWidth: .max)
    .keyHints(AlertKeyHints.buttons)
  }
}
