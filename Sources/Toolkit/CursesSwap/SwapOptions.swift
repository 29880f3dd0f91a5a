/// The command-line options every ``SwappableApp`` understands besides `--renderer`:
/// `--split`, `--record FILE` and `--replay FILE`. Files are opened and read here, before the
/// terminal is touched, so a bad path or a bad line is said first. An app that writes its own
/// `main` reads them the same way.
///
/// ```swift
/// let options = try SwapOptions(arguments: ["todo", "--replay", "flow.keys"])
/// options.replay?.steps.count
/// ```
@MainActor
public struct SwapOptions {
  /// `--split`: start in split view.
  public var split = false
  /// `--replay FILE`: the script to play once the app runs.
  public var replay: KeyScript?
  /// `--record FILE`: the file what the user does goes to.
  public var recording: RecordingFile?

  /// Reads the options out of `arguments`, ignoring the ones it does not know.
  public init(arguments: [String]) throws(KeyScriptError) {
    split = arguments.contains("--split")
    if let path = Self.value(of: "--replay", in: arguments) {
      replay = try KeyScript(contentsOfFile: path)
    }
    if let path = Self.value(of: "--record", in: arguments) {
      recording = try RecordingFile(path: path)
    }
  }

  private static func value(of flag: String, in arguments: [String]) -> String? {
    guard let index = arguments.firstIndex(of: flag) else { return nil }
    return index + 1 < arguments.count ? arguments[index + 1] : ""
  }
}
