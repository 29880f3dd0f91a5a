import TerminalCore
import TestSupport
import Testing

/// What `SwappableApp` gives every app on the command line, through the built `todo`:
/// `--snapshot` prints the screen the app shows, after `--keys`, in either renderer, with no
/// terminal; `--help` lists the options; a bad value is one clear line and status 64.
@MainActor
struct CommandLineTests {
  let binary = BuiltProduct.path("todo")

  private func todo(_ arguments: String...) throws -> Subprocess.Result {
    try Subprocess.run([binary] + arguments)
  }

  @Test(arguments: TodoFixture.renderers)
  func aSnapshotIsTheScreenTheAppShows(renderer: String) throws {
    let printed = try todo("--renderer", renderer, "--snapshot", "80x24")
    #expect(printed.status == 0)
    let fixture = TodoFixture(
      renderer, model: TodoFixture.threeItems(), size: Size(width: 80, height: 24))
    #expect(printed.output == fixture.screen + "\n")
    #expect(printed.output.contains("Buy milk"))
  }

  @Test(arguments: TodoFixture.renderers)
  func theKeysPlayBeforeTheSnapshot(renderer: String) throws {
    let added = try todo("--renderer", renderer, "--snapshot", "60x16", "--keys", "Milk<Enter>")
    #expect(added.status == 0)
    #expect(added.output.contains("[ ] Milk"), "\(added.output)")
    let asked = try todo("--renderer", renderer, "--snapshot", "60x16", "--keys", "<Tab>x")
    #expect(asked.output.contains("Delete “Buy milk”?"), "\(asked.output)")
  }

  /// `--format svg` and `--format html`: the same screen in colour, as TerminalCore writes the
  /// app's canvas; `--format` needs `--snapshot` and one of the three names.
  @Test(arguments: TodoFixture.renderers)
  func aSnapshotInColourIsTheScreenTheAppShows(renderer: String) throws {
    let fixture = TodoFixture(
      renderer, model: TodoFixture.threeItems(), size: Size(width: 60, height: 12))
    let svg = try todo("--renderer", renderer, "--snapshot", "60x12", "--format", "svg")
    #expect(svg.status == 0)
    #expect(svg.output == fixture.canvas.svg())
    #expect(svg.output.contains("Buy milk"), "\(svg.output)")
    let html = try todo("--renderer", renderer, "--snapshot", "60x12", "--format", "html")
    #expect(html.output == fixture.canvas.html())
    let text = try todo("--renderer", renderer, "--snapshot", "60x12", "--format", "text")
    #expect(text.output == fixture.screen + "\n")
  }

  @Test func formatWithoutASnapshotOrAnUnknownOneIsOneLine() throws {
    let alone = try todo("--format", "svg")
    #expect(alone.status == 64)
    #expect(alone.output == "todo: --format goes with --snapshot: text, svg or html\n")
    let unknown = try todo("--snapshot", "80x24", "--format", "png")
    #expect(unknown.status == 64)
    #expect(unknown.output == "todo: --format wants text, svg or html, got 'png'\n")
    #expect(try todo("--help").output.contains("--format"))
  }

  @Test func helpListsTheOptionsAndBadValuesAreOneLine() throws {
    let help = try todo("--help")
    #expect(help.status == 0)
    for option in ["--renderer", "--split", "--record", "--replay", "--snapshot", "--keys"] {
      #expect(help.output.contains(option), "\(option) in \(help.output)")
    }
    #expect(help.output.contains("UI, Kit"))
    let bad = try todo("--snapshot", "80")
    #expect(bad.status == 64)
    #expect(
      bad.output == "todo: --snapshot wants COLSxROWS such as 80x24 (1 to 1000 each), got '80'\n")
    let keys = try todo("--snapshot", "80x24", "--keys", "<Nope>")
    #expect(keys.status == 64)
    #expect(keys.output == "todo: --keys: unknown key <Nope>\n")
  }
}
