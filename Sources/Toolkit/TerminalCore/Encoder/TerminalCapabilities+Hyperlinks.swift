extension TerminalCapabilities {
  /// Whether the terminal the environment describes takes OSC 8 hyperlinks.
  ///
  /// Terminfo has no capability for them, and a terminal that does not know the sequence
  /// may print it, so the answer is no unless the environment names a terminal known to take
  /// them: iTerm2, WezTerm, VS Code, Ghostty, kitty, foot, Windows Terminal, or VTE 0.50 and
  /// later (GNOME Terminal, Tilix). Inside tmux or screen it is no: they pass the sequence
  /// on only when set up to. `FORCE_HYPERLINK=1` turns them on and `FORCE_HYPERLINK=0` off,
  /// whatever the terminal.
  ///
  /// ```swift
  /// TerminalCapabilities.takesHyperlinks(environment: ["TERM_PROGRAM": "WezTerm"])  // true
  /// TerminalCapabilities.takesHyperlinks(environment: ["TERM": "xterm-256color"])  // false
  /// ```
  public static func takesHyperlinks(environment: [String: String]) -> Bool {
    if let forced = environment["FORCE_HYPERLINK"], !forced.isEmpty { return forced != "0" }
    let term = environment["TERM"] ?? ""
    if environment["TMUX"] != nil || term.hasPrefix("screen") || term.hasPrefix("tmux") {
      return false
    }
    let programs: Set = ["iTerm.app", "WezTerm", "vscode", "ghostty"]
    if let program = environment["TERM_PROGRAM"], programs.contains(program) { return true }
    if term == "xterm-kitty" || term.hasPrefix("foot") || term == "xterm-ghostty" { return true }
    if environment["WT_SESSION"] != nil { return true }
    if let vte = environment["VTE_VERSION"].flatMap(Int.init), vte >= 5000 { return true }
    return false
  }
}
