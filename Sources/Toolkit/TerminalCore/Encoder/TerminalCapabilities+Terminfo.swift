import CNcurses
import Foundation

extension TerminalCapabilities {
  /// The capabilities of the terminal ncurses has set up (`setupterm` or `newterm` first).
  ///
  /// Parameterized sequences are filled in by terminfo when used, so a terminal with
  /// unusual ones is served right. `sgr0` loses the character-set designation many entries
  /// put in it (`ESC ( B`, three bytes on every reset): nothing here selects another set.
  ///
  /// - Parameter usingColor: `false` draws no colour (a monochrome terminal, `NO_COLOR`).
  @MainActor
  public init(terminfoUsingColor usingColor: Bool) {
    let colors = usingColor ? max(0, Int(cn_tigetnum("colors"))) : 0
    let hasAnsiDefaults = cn_tigetflag("AX") != 0
    self.init(
      clearScreen: Self.string("clear") ?? Self.bytes("\u{1B}[H\u{1B}[2J"),
      resetAttributes: Self.withoutCharacterSet(Self.string("sgr0") ?? Self.bytes("\u{1B}[m")),
      bold: Self.string("bold"), dim: Self.string("dim"), reverse: Self.string("rev"),
      underline: Self.string("smul"), italic: Self.string("sitm"), colors: colors,
      setForeground: colors > 0 ? Self.parameterized("setaf") : nil,
      setBackground: colors > 0 ? Self.parameterized("setab") : nil,
      defaultForeground: hasAnsiDefaults ? Self.bytes("\u{1B}[39m") : nil,
      defaultBackground: hasAnsiDefaults ? Self.bytes("\u{1B}[49m") : nil,
      defaultColors: Self.string("op"),
      moveTo: Self.parameterized("cup") ?? TerminalCapabilities.ansi.moveTo,
      moveToColumn: Self.parameterized("hpa"), moveToRow: Self.parameterized("vpa"),
      moveRight: Self.parameterized("cuf"), carriageReturn: Self.string("cr") ?? [0x0D],
      eraseCharacters: Self.parameterized("ech"), eraseToEndOfLine: Self.string("el"),
      setScrollRegion: Self.parameterized("csr"), scrollForward: Self.string("ind"),
      scrollReverse: Self.string("ri"), showCursor: Self.string("cnorm"),
      hideCursor: Self.string("civis"),
      writesLastCell: cn_tigetflag("am") == 0 || cn_tigetflag("xenl") != 0,
      hyperlinks: Self.takesHyperlinks(environment: ProcessInfo.processInfo.environment))
  }

  /// A string capability's bytes; `nil` when the terminal lacks it.
  @MainActor
  private static func string(_ name: String) -> [UInt8]? {
    cn_tigetstr(name).map { Array(String(cString: $0).utf8) }
  }

  /// A capability with parameters, filled in by terminfo the first time each pair is used;
  /// `nil` when the terminal lacks it. The template is copied: ncurses may reload its entry
  /// (a new `setupterm`).
  @MainActor
  private static func parameterized(_ name: String) -> Parameterized? {
    guard let template = cn_tigetstr(name).map({ String(cString: $0) }) else { return nil }
    return ParameterizedMemo.remembering { first, second in
      template.withCString { pointer in
        let filled = cn_tiparm2(pointer, Int32(clamping: first), Int32(clamping: second))
        return filled.map { Array(String(cString: $0).utf8) } ?? []
      }
    }
  }

  /// `sgr0` without `ESC ( B`, which only matters to a program that selects another set.
  static func withoutCharacterSet(_ reset: [UInt8]) -> [UInt8] {
    let designation: [UInt8] = [0x1B, 0x28, 0x42]
    guard let start = reset.indices.first(where: { reset[$0...].starts(with: designation) }),
      reset.count > designation.count
    else { return reset }
    var trimmed = reset
    trimmed.removeSubrange(start..<start + designation.count)
    return trimmed
  }
}
