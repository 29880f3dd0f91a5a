import CursesSwap
import Foundation
import Inventory
import TerminalCore

/// What the `inventory` command was asked to do.
///
/// ```swift
/// let options = try CommandLineOptions(parsing: ["--renderer", "imperative", "--snapshot", "80x24"])
/// ```
public struct CommandLineOptions: Equatable, Sendable {
  /// What to do besides running a session.
  public enum Action: Equatable, Sendable {
    /// An interactive session in the terminal.
    case run
    /// Print the usage and exit 0.
    case help
    /// Print the version and exit 0.
    case version
  }

  /// What to do.
  public var action: Action = .run
  /// The renderer the session starts with.
  public var renderer: RendererKind = .declarative
  /// A deep link applied before the first frame.
  public var openLink: DeepLink?
  /// The `--open` argument as it was given, for a message that refuses it later (an id that
  /// is not in the inventory is only known once the inventory is).
  public var openLinkText: String?
  /// Replace the seed data with this many generated items.
  public var itemCount: Int?
  /// Print the screen at this size as text instead of running interactively.
  public var snapshotSize: Size?
  /// `--format text|svg|html`: what `--snapshot` prints; `nil`, not given, is text.
  public var snapshotFormat: SnapshotFormat?
  /// Keys to play at the start of the session or before the snapshot (`--keys`, or the
  /// script `--replay` names, read when the command runs).
  public var keys: KeyScript?
  /// `--replay FILE`: a recording to play, live or before the snapshot.
  public var replayPath: String?
  /// `--record FILE`: where to write what the user does, as a key script.
  public var recordPath: String?
  /// `--store PATH`: the inventory file to use instead of the default one.
  public var storePath: String?
  /// `--no-store`: keep everything in memory, read and write no file.
  public var noStore = false
  /// `--fresh`: start on tab One with nothing open; the stored items are kept.
  public var fresh = false
  /// `--split`: start in split view, the other paradigm's renderer beside the first.
  public var split = false
  /// Whether `--renderer` was given; otherwise the restored session's renderer wins.
  public var rendererIsExplicit = false
  /// `--inline ROWS`: draw in ROWS lines below the shell's output instead of on the whole
  /// screen; refused with `--snapshot`.
  public var inlineRows: Int?

  /// The largest `--items` accepted. A million items start in about 1.1 s and 290 MB; ten
  /// million never finished (4.4 GB and growing), so that is not offered.
  public static let maximumItemCount = 1_000_000

  /// Parses the arguments after the program name.
  public init(parsing arguments: [String]) throws(UsageError) {
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      let (flag, inlineValue) = Self.split(argument)
      func value() throws(UsageError) -> String {
        if let inlineValue { return inlineValue }
        guard let next = remaining.popFirst() else { throw UsageError("\(flag) needs a value") }
        return next
      }
      switch flag {
      case "--help", "-h": action = .help
      case "--version": action = .version
      case "--renderer":
        let name = try value()
        guard let kind = RendererKind(rawValue: name) else {
          throw UsageError(
            "unknown renderer \(QuotedInput.quoted(name)); use "
              + RendererKind.allCases.map(\.rawValue).joined(separator: ", "))
        }
        renderer = kind
        rendererIsExplicit = true
      case "--open":
        let link = try value()
        do { openLink = try DeepLink(parsing: link) } catch {
          throw Self.badLink(link, error)
        }
        openLinkText = link
      case "--items": itemCount = try Self.itemCount(try value())
      case "--snapshot": snapshotSize = try Self.size(try value())
      case "--format": snapshotFormat = try Self.format(try value())
      case "--keys":
        let text = try value()
        do { keys = try KeyScript(parsing: text) } catch {
          throw UsageError("key script: \(error.message)")
        }
      case "--replay": replayPath = try Self.path(try value(), for: flag)
      case "--record": recordPath = try Self.path(try value(), for: flag)
      case "--store": storePath = try Self.path(try value(), for: flag)
      case "--no-store": noStore = true
      case "--fresh": fresh = true
      case "--split": split = true
      case "--inline":
        let text = try value()
        guard let rows = Int(text), rows >= 1 else {
          throw UsageError(
            "--inline wants a number of rows from 1 up, got \(QuotedInput.quoted(text))")
        }
        inlineRows = rows
      default:
        throw UsageError(
          argument.hasPrefix("-")
            ? "unknown option \(QuotedInput.quoted(argument))"
            : "unexpected argument \(QuotedInput.quoted(argument))")
      }
    }
    if noStore, storePath != nil {
      throw UsageError("--store and --no-store cannot be used together")
    }
    if keys != nil, replayPath != nil {
      throw UsageError("--keys and --replay cannot be used together")
    }
    if snapshotFormat != nil, snapshotSize == nil {
      throw UsageError("--format goes with --snapshot: \(SnapshotFormat.names)")
    }
    if recordPath != nil, snapshotSize != nil {
      throw UsageError("--record records a user; --snapshot has none")
    }
    if inlineRows != nil, snapshotSize != nil {
      throw UsageError("--inline draws in a terminal; --snapshot has none")
    }
  }

  /// The usage text printed by `--help` and after a usage error.
  public static let usage = """
    usage: inventory [--renderer NAME] [--open URL] [--items N]
                     [--snapshot COLSxROWS [--format FORMAT]] [--keys SCRIPT]
                     [--store PATH | --no-store]
                     [--record FILE] [--replay FILE] [--fresh] [--split]
                     [--inline ROWS] [--help] [--version]

      --renderer NAME      start with declarative (the default), declarative-shell (CursesUI
                           with CursesKit's Inventory tab), imperative, or imperative-shell
                           (CursesKit with CursesUI's inventory screens)
      --open URL           apply a deep link before the first frame, e.g.
                           nav:///inventory/5EED0000-0000-0000-0000-000000000001/edit
      --items N            replace the seed data with N generated items (0 to 1000000)
      --snapshot COLSxROWS print the screen as text at that size and exit (no terminal needed)
      --format FORMAT      what --snapshot prints: text (the default), or svg or html, the
                           screen with its colours
      --keys SCRIPT        play keys first: text plus <Enter> <Esc> <Tab> <BTab> <Up> <Down>
                           <Left> <Right> <Backspace> <Space> <F2> <F3> <C-o> <wait 600ms>
                           <click 12,5> <resize 100x30> <paste>text</paste> ...
      --record FILE        write what you do (keys, clicks, pastes, resizes, pauses) to FILE
                           as a key script
      --replay FILE        play a recorded script, live or with --snapshot, in any renderer
      --store PATH         keep the inventory and the session in this file instead of
                           $XDG_STATE_HOME/curses-inventory/inventory.sqlite
      --no-store           keep everything in memory (implied by --snapshot and --items
                           unless --store is given)
      --fresh              start on tab One with nothing open (the inventory is kept)
      --split              start in split view: the other paradigm's renderer beside the
                           first, both live on the same models (F4 toggles, F5 other side)
      --inline ROWS        draw in ROWS lines below the shell's output, not the whole
                           screen; the lines printed before stay; cleared on exit
      --help, --version    print this text or the version

    keys: F2 swap paradigms · F3 next renderer · F4 split view · F5 other side
          Ctrl-O open a link · q quit · Ctrl-C quit
    """

  /// The one message for a refused `--open` link, whether the link is malformed or names an
  /// item the inventory does not have: the link and why, without the usage.
  public static func badLink(_ text: String, _ error: DeepLinkError) -> UsageError {
    UsageError("bad link \(QuotedInput.quoted(text)): \(error)", showsUsage: false)
  }

  private static func split(_ argument: String) -> (String, String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }

  private static func path(_ text: String, for flag: String) throws(UsageError) -> String {
    guard !text.isEmpty else { throw UsageError("\(flag) needs a file path") }
    return text
  }

  private static func format(_ text: String) throws(UsageError) -> SnapshotFormat {
    guard let format = SnapshotFormat(parsing: text) else {
      throw UsageError("--format wants \(SnapshotFormat.names), got \(QuotedInput.quoted(text))")
    }
    return format
  }

  private static func itemCount(_ text: String) throws(UsageError) -> Int {
    guard let count = Int(text), count >= 0, count <= maximumItemCount else {
      throw UsageError(
        "--items wants a whole number from 0 to \(maximumItemCount), got \(QuotedInput.quoted(text))"
      )
    }
    return count
  }

  private static func size(_ text: String) throws(UsageError) -> Size {
    guard let size = Size(parsing: text) else {
      throw UsageError(
        "--snapshot wants COLSxROWS such as 80x24 (1 to 1000 each), got \(QuotedInput.quoted(text))"
      )
    }
    return size
  }
}
