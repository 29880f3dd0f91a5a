import CursesSwap
import Inventory
import TerminalCore

/// The inventory's command palette (Ctrl-P): the toolkit's, on the swap host, listing the
/// view models' key table of the screen on top, then the session's own commands (the link
/// prompt, copying the link, quit), then the host's (swap, next renderer, split).
extension Session {
  /// The commands the palette lists: the screen's, then the session's.
  var paletteCommands: [KeyCommand] {
    app.keyCommands + [
      KeyCommand([.key(.control("o"))], label: "^O", title: "open a link") { [weak self] in
        self?.openPrompt()
      },
      KeyCommand([], label: "", title: "copy the link") { [weak self] in
        guard let self else { return }
        copy(link: app.readableURL)
      },
      KeyCommand([.character("q")], label: "q", title: "quit") { [weak self] in
        guard let self, quitUnlessSomethingIsOpen() else { return }
        onQuit?()
      },
    ]
  }

  /// Puts `link` on the terminal's clipboard (OSC 52) and says so in the bar, only when it
  /// was written.
  func copy(link: String) {
    show(message: clipboard.copy(link) ? "Copied \(link)" : Self.notCopiedMessage)
  }

  /// What the bar says when no terminal took the copy (a headless run).
  static let notCopiedMessage = "Not copied: no terminal to write to"
}
