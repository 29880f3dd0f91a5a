import CursesTesting
import Foundation
import TerminalCore
import TestSupport
import Testing

@testable import files

/// A folder to browse: a Markdown file, text, a binary file, a folder with a file in it, an
/// empty folder and a link back to the folder itself.
@MainActor
final class SampleFolder {
  let folder: TemporaryFolder
  var path: String { folder.path }

  init() throws {
    folder = try TemporaryFolder()
    let manager = FileManager.default
    try "# Read me\n\nSome *text* and `code`.\n\n- one\n- two\n"
      .write(toFile: folder.file("README.md"), atomically: true, encoding: .utf8)
    try "plain text here\nsecond line\n"
      .write(toFile: folder.file("notes.txt"), atomically: true, encoding: .utf8)
    try Data([0, 1, 2, 0xFF, 0xFE] + Array(repeating: 7, count: 295))
      .write(to: URL(fileURLWithPath: folder.file("data.bin")))
    try manager.createDirectory(atPath: folder.file("docs"), withIntermediateDirectories: true)
    try "inside\n".write(toFile: folder.file("docs/inner.txt"), atomically: true, encoding: .utf8)
    try manager.createDirectory(atPath: folder.file("empty"), withIntermediateDirectories: true)
    try manager.createSymbolicLink(atPath: folder.file("loop"), withDestinationPath: folder.path)
  }
}

/// The file browser in both renderers, driven by keys: the first file previewed at start,
/// Markdown rendered, text as text, binary named; sorting, folders opened from the outline
/// and from the table, a swap that keeps it all, and folders that cannot be read.
@MainActor
struct FilesTests {
  nonisolated static let renderers = ["Declarative", "Imperative"]

  func run(_ renderer: String, _ sample: SampleFolder, width: Int = 80)
    -> (AppHarness<FilesApp>, FileBrowser)
  {
    let model = FileBrowser(root: sample.path)
    return (
      AppHarness(
        FilesApp(model: model), renderer: renderer, size: Size(width: width, height: 18)),
      model
    )
  }

  @Test(arguments: renderers)
  func theFirstEntryIsHighlightedAndItsMarkdownRendered(renderer: String) throws {
    let sample = try SampleFolder()
    let (app, model) = run(renderer, sample)
    #expect(model.highlightedEntry == sample.folder.file("README.md"))
    #expect(app.line(containing: "README.md")?.contains("▸") == true)
    #expect(app.screen.contains("Some text and code."), "rendered, not the source")
    #expect(!app.screen.contains("# Read me"))
    #expect(app.screen.contains("• one"))
  }

  @Test(arguments: renderers)
  func theHighlightPreviewsTextAndNamesBinary(renderer: String) throws {
    let sample = try SampleFolder()
    let (app, _) = run(renderer, sample)
    app.send(.down)
    #expect(app.screen.contains("Binary file, 300 bytes"))
    app.send(.end)
    #expect(app.line(containing: "notes.txt")?.contains("▸") == true)
    #expect(app.screen.contains("plain text here") && app.screen.contains("second line"))
  }

  @Test(arguments: renderers)
  func theSortKeyAndAHeaderClickSortTheEntries(renderer: String) throws {
    let sample = try SampleFolder()
    let (app, model) = run(renderer, sample)
    app.send("s")
    #expect(model.sortOrder == TableSortOrder(column: "size"))
    #expect(
      model.entries.filter { $0.kind == .file }.map(\.name) == [
        "notes.txt", "README.md", "data.bin",
      ])
    app.send("S")
    #expect(model.entries.first?.name == "data.bin")
    #expect(app.line(containing: "Size ▼") != nil)
    let header = try #require(app.lines.firstIndex { $0.contains("Name") })
    let name = try #require(app.lines[header].range(of: "Name"))
    app.click(
      x: app.lines[header].distance(from: app.lines[header].startIndex, to: name.lowerBound),
      y: header)
    #expect(model.sortOrder == TableSortOrder(column: "name"))
    #expect(model.entries.first?.name == "README.md")
  }

  @Test(arguments: renderers)
  func foldersOpenFromTheOutlineAndFromTheTable(renderer: String) throws {
    let sample = try SampleFolder()
    let (app, model) = run(renderer, sample)
    app.send(.tab)
    #expect(model.focus == .folders)
    app.send(.down)
    #expect(model.openFolder == sample.folder.file("docs"))
    #expect(app.screen.contains("inner.txt") && app.screen.contains("inside"))
    app.send(.up, .tab)
    #expect(model.focus == .files)
    let docs = try #require(model.row(of: sample.folder.file("docs")))
    app.send(.home)
    for _ in 0..<docs { app.send(.down) }
    app.send(.enter)
    #expect(model.openFolder == sample.folder.file("docs"))
  }

  @Test(arguments: renderers)
  func aLinkIsNeverFollowed(renderer: String) throws {
    let sample = try SampleFolder()
    let (app, model) = run(renderer, sample)
    #expect(
      model.subfolders(of: sample.path) == [
        sample.folder.file("docs"), sample.folder.file("empty"),
      ])
    #expect(app.screen.contains("loop@"))
    model.highlightedEntry = sample.folder.file("loop")
    model.activate(sample.folder.file("loop"))
    #expect(model.openFolder == sample.path)
  }

  @Test(arguments: renderers)
  func aFolderThatCannotBeReadSaysWhyInPlace(renderer: String) throws {
    let sample = try SampleFolder()
    let (app, model) = run(renderer, sample)
    _ = model.subfolders(of: sample.path)
    try FileManager.default.removeItem(atPath: sample.folder.file("empty"))
    model.openFolder = sample.folder.file("empty")
    app.loop.pump()
    #expect(app.screen.contains("Cannot read"), "\(app.screen)")
    #expect(app.screen.contains("No such file or directory"))
    model.openFolder = sample.path
    app.loop.pump()
    #expect(app.screen.contains("README.md"))
  }

  @Test(arguments: renderers)
  func f2KeepsTheFolderTheHighlightAndThePreview(renderer: String) throws {
    let sample = try SampleFolder()
    let (app, model) = run(renderer, sample)
    app.send(.end)
    let before = Array(app.lines.dropFirst().dropLast(2))
    app.send(.function(2))
    #expect(app.rendererName != renderer)
    #expect(model.highlightedEntry == sample.folder.file("notes.txt"))
    #expect(Array(app.lines.dropFirst().dropLast(2)) == before)
  }
}

extension FilesTests {
  @Test(arguments: renderers)
  func splitViewShowsBothRenderersOfTheOneFolder(renderer: String) throws {
    let sample = try SampleFolder()
    let (app, model) = run(renderer, sample, width: 130)
    app.send(.function(4))
    #expect(app.lines.filter { $0.components(separatedBy: "README").count == 3 }.count == 1)
    app.send(.down)
    #expect(model.highlightedEntry == sample.folder.file("data.bin"))
    #expect(app.screen.components(separatedBy: "▸ data").count == 3, "the highlight on both sides")
  }
}

/// `files` on the command line: a snapshot with no terminal, and a PATH that is not there.
struct FilesCommandLineTests {
  let binary = BuiltProduct.path("files")

  @Test func aMissingPathIsOneLineAndStatus66() throws {
    let result = try Subprocess.run([binary, "/no/such/folder", "--snapshot", "80x10"])
    #expect(result.status == 66)
    #expect(result.output == "files: /no/such/folder: no such folder\n")
  }

  @Test @MainActor func aSnapshotShowsTheFolder() throws {
    let sample = try SampleFolder()
    let result = try Subprocess.run([
      binary, sample.path, "--renderer", "Kit", "--snapshot", "80x12",
    ])
    #expect(result.status == 0)
    #expect(result.output.contains("README.md") && result.output.contains("Read me"))
  }
}
