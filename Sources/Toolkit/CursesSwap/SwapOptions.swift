import TerminalCore

/// The command-line options every ``SwappableApp`` understands besides `--renderer`:
/// `--split`, `--record FILE`, `--replay FILE`, `--snapshot COLSxROWS` with `--keys SCRIPT`
/// and `--format text|svg|html`, and `--help`. Files are opened and read here, before the
/// terminal is touched, so a bad path or a bad line is said first. An app that writes its own `main` reads them the same
/// way.
///
/// ```swift
/// let options = try SwapOptions(arguments: ["todo", "--snapshot", "80x24", "--keys", "Milk<Enter>"])
/// options.snapshotSize   // 80×24: draw the screen after the keys, print it, exit
/// ```
@MainActor
public struct SwapOptions {
  /// `--split`: start in split view.
  public var split = false
  /// `--replay FILE`: the script to play once the app runs (or before the snapshot).
  public var replay: KeyScript?
  /// `--record FILE`: the file what the user does goes to.
  public var recording: RecordingFile?
  /// `--snapshot COLSxROWS`: print the screen as text at that size and exit, no terminal
  /// needed.
  public var snapshotSize: Size?
  /// `--format text|svg|html`: what `--snapshot` prints, the screen as text (the default), an
  /// SVG picture or an HTML page with its colours (``/TerminalCore/SnapshotFormat``).
  public var snapshotFormat: SnapshotFormat = .text
  /// `--keys SCRIPT`: keys to play before the snapshot, or at the start of the run.
  public var keys: KeyScript?
  /// `--help` or `-h`: print the usage and exit.
  public var showsHelp = false
  /// `--inline ROWS`: draw in ROWS lines below the shell's output instead of on the whole
  /// screen (``/TerminalCore/TerminalRun/Screen/inline(rows:)``); refused with `--snapshot`.
  public var inlineRows: Int?

  /// Reads the options out of `arguments`, ignoring the ones it does not know.
  public init(arguments: [String]) throws(KeyScriptError) {
    split = arguments.contains("--split")
    showsHelp = arguments.contains("--help") || arguments.contains("-h")
    if let path = Self.value(of: "--replay", in: arguments) {
      replay = try KeyScript(contentsOfFile: path)
    }
    if let text = Self.value(of: "--keys", in: arguments) {
      do { keys = try KeyScript(parsing: text) } catch {
        throw KeyScriptError("--keys: \(error.message)")
      }
    }
    if let text = Self.value(of: "--snapshot", in: arguments) {
      guard let size = Size(parsing: text) else {
        throw KeyScriptError(
          "--snapshot wants COLSxROWS such as 80x24 (1 to 1000 each), got \(QuotedInput.quoted(text))"
        )
      }
      snapshotSize = size
    }
    if let name = Self.value(of: "--format", in: arguments) {
      guard let format = SnapshotFormat(parsing: name), snapshotSize != nil else {
        throw KeyScriptError(
          snapshotSize == nil
            ? "--format goes with --snapshot: \(SnapshotFormat.names)"
            : "--format wants \(SnapshotFormat.names), got \(QuotedInput.quoted(name))")
      }
      snapshotFormat = format
    }
    if let path = Self.value(of: "--record", in: arguments) {
      guard snapshotSize == nil else {
        throw KeyScriptError("--record records a user; --snapshot has none")
      }
      recording = try RecordingFile(path: path)
    }
    if let text = Self.value(of: "--inline", in: arguments) {
      guard let rows = Int(text), rows >= 1 else {
        throw KeyScriptError(
          "--inline wants a number of rows from 1 up, got \(QuotedInput.quoted(text))")
      }
      guard snapshotSize == nil else {
        throw KeyScriptError("--inline draws in a terminal; --snapshot has none")
      }
      inlineRows = rows
    }
  }

  /// What `--help` prints for the app `name` of `renderers`.
  public static func usage(name: String, renderers: [SwappableRenderer]) -> String {
    let names = renderers.map(\.shortName).joined(separator: ", ")
    return """
      usage: \(name) [--renderer NAME] [--split] [--record FILE | --replay FILE]
             [--snapshot COLSxROWS [--format text|svg|html]] [--keys SCRIPT]
             [--inline ROWS] [--help]

        --renderer NAME      start in that renderer: \(names) (full or short name, any case)
        --split              start in split view beside the F2 renderer (F4 toggles it)
        --record FILE        write what you do (keys, clicks, pastes, pauses) to FILE
        --replay FILE        play a script written by --record, live or before --snapshot
        --snapshot COLSxROWS print the screen as text at that size and exit (no terminal)
        --format FORMAT      what --snapshot prints: text (the default), svg or html (colours)
        --keys SCRIPT        play keys first: text plus <Enter> <Esc> <Tab> <Up> <F2> …
        --inline ROWS        draw in ROWS lines under the shell's output, not full screen
        --help               print this and exit

      keys: F2 swap paradigms · F3 next renderer · F4 split view · F5 other side · ? help
            q quits (not while a sheet or an alert is open) · Ctrl-C always quits
      """
  }

  /// The options that take a value, which is then not an operand.
  static let flagsWithValues: Set = [
    "--renderer", "--replay", "--keys", "--snapshot", "--record", "--format", "--inline",
  ]

  /// The arguments after the program's name that are neither an option nor an option's
  /// value: what an app takes of its own, such as a path.
  ///
  /// ```swift
  /// SwapOptions.operands(in: ["files", "--renderer", "Kit", "~/notes"])  // ["~/notes"]
  /// ```
  public static func operands(in arguments: [String]) -> [String] {
    var operands: [String] = []
    var index = 1
    while index < arguments.count {
      let argument = arguments[index]
      if flagsWithValues.contains(argument) {
        index += 2
        continue
      }
      if !argument.hasPrefix("-") || argument == "-" { operands.append(argument) }
      index += 1
    }
    return operands
  }

  private static func value(of flag: String, in arguments: [String]) -> String? {
    guard let index = arguments.firstIndex(of: flag) else { return nil }
    return index + 1 < arguments.count ? arguments[index + 1] : ""
  }
}
