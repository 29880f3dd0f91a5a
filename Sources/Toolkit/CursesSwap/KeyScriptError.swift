/// Why a key script or a recording could not be used: the file, the line and what was wrong.
/// Nothing is played when a script has an error.
///
/// ```swift
/// do { _ = try KeyScript(parsing: "2<Nope>") } catch {
///   print(error)   // line 1: unknown key <Nope>
/// }
/// ```
public struct KeyScriptError: Error, Equatable, CustomStringConvertible {
  /// The file the script came from, when it came from one.
  public var file: String?
  /// The line, from 1, when the error is in the script's text.
  public var line: Int?
  /// What was wrong.
  public var message: String

  /// An error about `message`, at `line` of `file` where those are known.
  public init(file: String? = nil, line: Int? = nil, _ message: String) {
    self.file = file
    self.line = line
    self.message = message
  }

  /// `file line N: message`, with the parts that are known.
  public var description: String {
    let place = [file, line.map { "line \($0)" }].compactMap(\.self).joined(separator: " ")
    return place.isEmpty ? message : "\(place): \(message)"
  }
}
