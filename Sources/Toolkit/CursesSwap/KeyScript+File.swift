import Foundation

extension KeyScript {
  /// The largest script file read: a day of typing is well under it.
  public static let maximumFileSize = 16 << 20

  /// Reads and parses the script at `path` (`--replay`); an error names the file, and the
  /// line when the text is at fault, and nothing is played.
  ///
  /// ```swift
  /// let script = try KeyScript(contentsOfFile: "session.keys")
  /// // throws: session.keys line 3: unknown key <Nope>
  /// ```
  public init(contentsOfFile path: String) throws(KeyScriptError) {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path), options: .mappedIfSafe)
    } catch {
      let reason = (error as NSError).localizedFailureReason ?? error.localizedDescription
      throw KeyScriptError(file: path, "cannot be read: \(reason)")
    }
    guard data.count <= Self.maximumFileSize else {
      throw KeyScriptError(
        file: path, "is \(data.count) bytes; a script holds at most \(Self.maximumFileSize)")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw KeyScriptError(file: path, "is not UTF-8 text")
    }
    do {
      try self.init(parsing: text)
    } catch {
      throw KeyScriptError(file: path, line: error.line, error.message)
    }
  }
}
