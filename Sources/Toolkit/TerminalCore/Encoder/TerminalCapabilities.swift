/// The control sequences ``FrameEncoder`` writes for one kind of terminal, as bytes.
///
/// A real terminal's come from its terminfo entry (``init(terminfoUsingColor:)``); ``ansi``
/// is the ECMA-48 set that xterm, tmux, and every terminal emulator in use today understand,
/// for tests and as the shape to compare with. A capability the terminal lacks is `nil`, and
/// the encoder does without it (absolute moves instead of relative ones, spaces instead of
/// erasing, no colours).
///
/// ```swift
/// var encoder = FrameEncoder(capabilities: .ansi)
/// let bytes = encoder.encode(canvas)  // what to write to the terminal
/// ```
public struct TerminalCapabilities: Sendable {
  /// A sequence with numeric parameters filled in.
  public typealias Parameterized = @Sendable (Int, Int) -> [UInt8]

  /// Clears the screen and homes the cursor (`clear`).
  public var clearScreen: [UInt8]
  /// Turns every attribute and colour off (`sgr0`, without a character-set designation: the
  /// encoder draws lines as Unicode and never selects another character set).
  public var resetAttributes: [UInt8]
  /// Turns bold on (`bold`); attributes go on one at a time, and off all together.
  public var bold: [UInt8]?
  /// Turns dim on (`dim`).
  public var dim: [UInt8]?
  /// Turns reverse video on (`rev`).
  public var reverse: [UInt8]?
  /// Turns underline on (`smul`).
  public var underline: [UInt8]?
  /// Turns italic on (`sitm`).
  public var italic: [UInt8]? = nil
  /// How many colours ``setForeground`` and ``setBackground`` take; 0 draws no colour.
  public var colors: Int
  /// Sets the foreground to the colour numbered by the first parameter (`setaf`).
  ///
  /// ```swift
  /// TerminalCapabilities.ansi.setForeground?(196, 0)  // ESC [ 38;5;196 m
  /// ```
  public var setForeground: Parameterized?
  /// Sets the background to the colour numbered by the first parameter (`setab`).
  public var setBackground: Parameterized?
  /// Back to the terminal's default foreground alone (ANSI 39, where terminfo's `AX` says
  /// the terminal has it).
  public var defaultForeground: [UInt8]?
  /// Back to the terminal's default background alone (ANSI 49, with `AX`).
  public var defaultBackground: [UInt8]?
  /// Back to both default colours (`op`): what a terminal without `AX` has.
  public var defaultColors: [UInt8]?
  /// Moves to row, column (both from 0; `cup`).
  public var moveTo: Parameterized
  /// Moves to the column of the first parameter on the same line (`hpa`).
  ///
  /// ```swift
  /// TerminalCapabilities.ansi.moveToColumn?(7, 0)  // ESC [ 8 G
  /// ```
  public var moveToColumn: Parameterized?
  /// Moves to the row of the first parameter in the same column (`vpa`).
  public var moveToRow: Parameterized?
  /// Moves right by the first parameter (`cuf`).
  public var moveRight: Parameterized?
  /// To column 0 of the line (`cr`).
  public var carriageReturn: [UInt8]
  /// Erases the first parameter's count of characters from the cursor on, leaving the
  /// cursor where it is (`ech`).
  public var eraseCharacters: Parameterized?
  /// Erases from the cursor to the end of the line (`el`).
  public var eraseToEndOfLine: [UInt8]?
  /// Sets the scrolling region to rows first...last (`csr`); the cursor ends somewhere unknown.
  public var setScrollRegion: Parameterized?
  /// Scrolls the region up a line, sent on its bottom row (`ind`).
  public var scrollForward: [UInt8]?
  /// Scrolls the region down a line, sent on its top row (`ri`).
  public var scrollReverse: [UInt8]?
  /// Shows the cursor (`cnorm`).
  public var showCursor: [UInt8]?
  /// Hides the cursor (`civis`).
  public var hideCursor: [UInt8]?
  /// Whether writing the bottom-right cell is safe: the terminal wraps lazily (`xenl`) or not
  /// at all; otherwise it would scroll the whole screen and that cell is left alone.
  public var writesLastCell: Bool
  /// Whether the terminal takes OSC 8 hyperlinks, so a cell's ``Style/link`` is written
  /// (see ``takesHyperlinks(environment:)``); otherwise links are left out and only their
  /// look (an underline) shows.
  public var hyperlinks = false

  /// The ECMA-48 sequences, as xterm-256color's terminfo entry has them, in 256 colours.
  public static let ansi = TerminalCapabilities(
    clearScreen: bytes("\u{1B}[H\u{1B}[2J"), resetAttributes: bytes("\u{1B}[m"),
    bold: bytes("\u{1B}[1m"), dim: bytes("\u{1B}[2m"), reverse: bytes("\u{1B}[7m"),
    underline: bytes("\u{1B}[4m"), italic: bytes("\u{1B}[3m"), colors: 256,
    setForeground: ParameterizedMemo.remembering { color, _ in
      bytes(
        color < 8
          ? "\u{1B}[3\(color)m" : color < 16 ? "\u{1B}[9\(color - 8)m" : "\u{1B}[38;5;\(color)m")
    },
    setBackground: ParameterizedMemo.remembering { color, _ in
      bytes(
        color < 8
          ? "\u{1B}[4\(color)m" : color < 16 ? "\u{1B}[10\(color - 8)m" : "\u{1B}[48;5;\(color)m")
    },
    defaultForeground: bytes("\u{1B}[39m"), defaultBackground: bytes("\u{1B}[49m"),
    defaultColors: bytes("\u{1B}[39;49m"),
    moveTo: ParameterizedMemo.remembering { row, column in bytes("\u{1B}[\(row + 1);\(column + 1)H")
    },
    moveToColumn: ParameterizedMemo.remembering { column, _ in bytes("\u{1B}[\(column + 1)G") },
    moveToRow: ParameterizedMemo.remembering { row, _ in bytes("\u{1B}[\(row + 1)d") },
    moveRight: ParameterizedMemo.remembering { count, _ in bytes("\u{1B}[\(count)C") },
    carriageReturn: [0x0D],
    eraseCharacters: ParameterizedMemo.remembering { count, _ in bytes("\u{1B}[\(count)X") },
    eraseToEndOfLine: bytes("\u{1B}[K"),
    setScrollRegion: ParameterizedMemo.remembering { first, last in
      bytes("\u{1B}[\(first + 1);\(last + 1)r")
    },
    scrollForward: [0x0A], scrollReverse: bytes("\u{1B}M"),
    showCursor: bytes("\u{1B}[?12l\u{1B}[?25h"), hideCursor: bytes("\u{1B}[?25l"),
    writesLastCell: true)

  /// The capabilities without colour, as ``FrameEncoder`` draws under `NO_COLOR`.
  public func withoutColor() -> TerminalCapabilities {
    var copy = self
    copy.colors = 0
    copy.setForeground = nil
    copy.setBackground = nil
    return copy
  }

  static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }
}
