import CursesKit
import CursesSwap
import Foundation

/// A read-only file browser, in both paradigms on one ``FileBrowser``: `files [PATH]` opens
/// on PATH (the current folder without one); F2 swaps, F4 splits.
@main
struct FilesApp: SwappableApp {
  let model: FileBrowser

  init(model: FileBrowser) { self.model = model }

  /// Opens on the command line's PATH; a PATH that is not a folder is one line and status
  /// 66, before the terminal is touched.
  init() {
    let path = SwapOptions.operands(in: CommandLine.arguments).first ?? "."
    guard Directory.isFolder(path) else {
      FileHandle.standardError.write(Data("files: \(path): no such folder\n".utf8))
      exit(66)
    }
    model = FileBrowser(root: path)
  }

  var renderers: [SwappableRenderer] {
    [
      .declarative("Declarative", shortName: "UI") { FilesView(model: model) },
      .imperative("Imperative", shortName: "Kit") { FilesViewController(model: model) },
    ]
  }
}
