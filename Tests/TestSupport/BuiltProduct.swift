import Foundation

/// Finds executables the package built, next to the running test binary.
public enum BuiltProduct {
  /// The path of the executable product `name` in the build directory of this test run.
  public static func path(_ name: String) -> String {
    let testBinary =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0]
    return URL(fileURLWithPath: testBinary).deletingLastPathComponent()
      .appendingPathComponent(name).path
  }
}
