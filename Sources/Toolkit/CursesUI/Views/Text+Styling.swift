import TerminalCore

/// Looks that belong to the text itself, as SwiftUI's `Text` modifiers that return `Text`:
/// they keep the value a `Text`, so styled parts join with `+` into one line. Each changes
/// only what the text inherits from its parents (a highlighted row still reverses it). Applied
/// to a joined text, a colour fills in where a part has none of its own, and attributes add.
///
/// ```swift
/// Text("██").foregroundStyle(.ansi(.red)) + Text(" Red").bold()
/// Text(status).foregroundColor(isLow ? .ansi(.yellow) : nil)
/// ```
extension Text {
  /// Joins two texts into one line; each part keeps its looks. The line limit and truncation
  /// mode are the left one's.
  public static func + (lhs: Text, rhs: Text) -> Text {
    var joined = lhs
    joined.runs += rhs.runs
    return joined
  }

  /// Sets the text's colour. `Text("Error").foregroundStyle(.ansi(.red))`
  public func foregroundStyle(_ color: TerminalColor) -> Text {
    changingAttributes { $0.foreground = color }
  }

  /// Sets the text's colour, or keeps the inherited one for `nil`.
  /// `Text(status).foregroundColor(isOut ? .ansi(.yellow) : nil)`
  public func foregroundColor(_ color: TerminalColor?) -> Text {
    changingAttributes { $0.foreground = color }
  }

  /// Sets the colour behind the text's own characters, or keeps the inherited one for `nil`.
  /// (``View/background(_:)`` fills the whole frame of a view instead.)
  /// `Text("██").foregroundStyle(.ansi(.white)).backgroundColor(.ansi(.black))`
  public func backgroundColor(_ color: TerminalColor?) -> Text {
    changingAttributes { $0.background = color }
  }

  /// Draws in bold. `Text("Title").bold() + Text(" (3)")`
  public func bold(_ isActive: Bool = true) -> Text {
    changingAttributes { $0.bold = isActive }
  }

  /// Draws dimmed. `Text("Name ") + Text("optional").dim()`
  public func dim(_ isActive: Bool = true) -> Text {
    changingAttributes { $0.dim = isActive }
  }

  /// Draws reversed. `Text("Selected").reverse()`
  public func reverse(_ isActive: Bool = true) -> Text {
    changingAttributes { $0.reverse = isActive }
  }

  /// Draws underlined. `Text("Link").underline()`
  public func underline(_ isActive: Bool = true) -> Text {
    changingAttributes { $0.underline = isActive }
  }

  /// Draws in italics, where the terminal has them. `Text("Draft").italic()`
  public func italic(_ isActive: Bool = true) -> Text {
    changingAttributes { $0.italic = isActive }
  }

  /// Applies `change` to a fresh set of attributes and lays them under every part's own.
  private func changingAttributes(_ change: (inout TextAttributes) -> Void) -> Text {
    var outer = TextAttributes()
    change(&outer)
    var text = self
    for index in text.runs.indices {
      text.runs[index].attributes = text.runs[index].attributes.inheriting(outer)
    }
    return text
  }
}
