import CursesTesting
import Inventory
import InventorySession
import TestSupport
import Testing

/// `inventory --snapshot` run as the built binary: deep links and key scripts in both
/// renderers print the recorded screens, and usage errors exit 64 with one clear line.
struct SnapshotCommandTests {
  let binary = BuiltProduct.path("inventory")
  static let keyboard = Item.keyboard.id.uuidString

  static let links: [(name: String, link: String)] = [
    ("inventory", "/inventory"),
    ("edit-keyboard", "nav:///inventory/\(keyboard)/edit"),
    ("delete-keyboard", "/inventory/\(keyboard)/delete"),
    ("add-with-name", "/inventory/add?name=Mouse%20Pad&quantity=3"),
    ("edit-color-picker", "/inventory/\(keyboard)/edit/colorPicker"),
    ("rename-keyboard", "/inventory/\(keyboard)/rename?name=Keyb%C3%B6ard%20Pro"),
    ("filter", "/inventory?filter=ph"),
    ("sorted", "/inventory?sort=-quantity"),
  ]

  @Test(arguments: RendererKind.allCases, Self.links.map(\.name))
  func deepLinkSnapshots(renderer: RendererKind, name: String) throws {
    let link = try #require(Self.links.first { $0.name == name }?.link)
    let result = try Subprocess.run([
      binary, "--snapshot", "80x24", "--renderer", renderer.rawValue, "--open", link,
    ])
    #expect(result.status == 0, "\(result.output)")
    expectSnapshot(result.output, named: "\(renderer.rawValue)-\(name)-80x24")
  }

  /// `--format svg` and `--format html` write the screen `--format text` (the default) prints,
  /// in colour: the same cells, drawn by TerminalCore's export of the same canvas.
  @MainActor
  @Test(arguments: [RendererKind.declarative, .imperative])
  func aSnapshotInColourIsTheSameScreen(renderer: RendererKind) async throws {
    let arguments = [
      "--snapshot", "80x24", "--renderer", renderer.rawValue, "--open", "/inventory",
    ]
    let text = try Subprocess.run([binary] + arguments)
    #expect(try Subprocess.run([binary] + arguments + ["--format", "text"]).output == text.output)
    let svg = try Subprocess.run([binary] + arguments + ["--format", "svg"])
    #expect(svg.status == 0)
    #expect(
      svg.output.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"720\" height=\"432\"")
    )
    #expect(svg.output.hasSuffix("</svg>\n"))
    #expect(svg.output.contains(">Charger "), "\(svg.output)")
    let html = try Subprocess.run([binary] + arguments + ["--format", "HTML"])
    #expect(html.status == 0)
    #expect(html.output.hasPrefix("<!DOCTYPE html>\n"))
    #expect(html.output.contains("Keyboard"))
    // In process: the same bytes, from the headless session's own canvas.
    var written = ""
    let status = await InventoryCommand.run(
      arguments: arguments + ["--format", "svg"], write: { written += $0 }, printError: { _ in })
    #expect(status == 0)
    #expect(written == svg.output)
  }

  @Test(arguments: RendererKind.allCases)
  func keysAndWaitsRunBeforeTheSnapshot(renderer: RendererKind) throws {
    let result = try Subprocess.run([
      binary, "--snapshot", "80x24", "--renderer", renderer.rawValue, "--keys",
      "2a<wait 600ms><Tab><Enter><wait 600ms>",
    ])
    #expect(result.status == 0, "\(result.output)")
    #expect(
      result.output.hasPrefix(
        " \(renderer.title) │ F2 \(renderer.other.title) │ F3 \(renderer.next.title) │ nav:///inv"
      ))
    #expect(result.output.contains("Pink"), "\(result.output)")
  }

  @Test(arguments: [
    (
      ["--renderer", "swiftui"],
      "inventory: unknown renderer 'swiftui'; use declarative, declarative-shell, imperative, imperative-shell"
    ),
    (["--snapshot", "80by24"], "inventory: --snapshot wants COLSxROWS such as 80x24"),
    (["--keys", "<Nope>"], "inventory: key script: unknown key <Nope>"),
    (["--bogus"], "inventory: unknown option '--bogus'"),
    (["--format", "svg"], "inventory: --format goes with --snapshot: text, svg or html\n"),
    (
      ["--snapshot", "80x24", "--format", "jpeg"],
      "inventory: --format wants text, svg or html, got 'jpeg'\n"
    ),
  ])
  func usageErrorsExit64WithOneLineAndTheUsage(arguments: [String], message: String) throws {
    let result = try Subprocess.run([binary] + arguments)
    #expect(result.status == 64)
    #expect(result.output.hasPrefix(message), "\(result.output)")
    #expect(result.output.contains("usage: inventory"))
  }

  /// A bad link is a value, not an option: one line naming it and why, no usage after it.
  @Test(arguments: [
    ("/nowhere", "Unknown path /nowhere"),
    (
      "/inventory/00000000-0000-0000-0000-00000000ABCD/edit",
      "No item with id 00000000-0000-0000-0000-00000000ABCD"
    ),
  ])
  func aBadLinkIsOneLineNamingItAndWhy(link: String, reason: String) throws {
    for extra in [["--snapshot", "80x24"], []] {
      let result = try Subprocess.run([binary] + extra + ["--open", link])
      #expect(result.status == 64)
      #expect(result.output == "inventory: bad link '\(link)': \(reason)\n", "\(extra)")
    }
  }

  @Test func aHugeLinkIsNotEchoedBack() throws {
    let result = try Subprocess.run([binary, "--open", String(repeating: "a", count: 100_000)])
    #expect(result.status == 64)
    let firstLine = try #require(result.output.split(separator: "\n").first)
    #expect(
      firstLine == "inventory: bad link '\(String(repeating: "a", count: 80))… (100000 characters)'"
        + ": Link is too long (100000 characters, at most 2048)")
    #expect(result.output == "\(firstLine)\n", "the one line, nothing more of the link")
  }

  /// A bad recording is refused whole, naming its file and line; nothing is played.
  @Test func aBadRecordingNamesItsLineAndPlaysNothing() throws {
    let folder = try TemporaryFolder()
    let path = folder.path + "/bad.keys"
    try "# fine\n2<Down>\n<click 1>\n".write(toFile: path, atomically: true, encoding: .utf8)
    let result = try Subprocess.run([binary, "--snapshot", "80x24", "--replay", path])
    #expect(result.status == 64)
    #expect(
      result.output
        == "inventory: \(path) line 3: bad position <click 1>; write it like <click 12,5>\n")
    let missing = try Subprocess.run([binary, "--replay", folder.path + "/none.keys"])
    #expect(missing.status == 64)
    #expect(missing.output.hasPrefix("inventory: \(folder.path)/none.keys: cannot be read"))
  }

  @Test func helpAndVersion() throws {
    let help = try Subprocess.run([binary, "--help"])
    #expect(help.status == 0)
    #expect(help.output.hasPrefix("usage: inventory"))
    let version = try Subprocess.run([binary, "--version"])
    #expect(version.status == 0)
    #expect(version.output == "\(InventoryCommand.version)\n")
  }

  @Test func withoutATerminalAndWithoutSnapshotItSaysSo() throws {
    let result = try Subprocess.run([binary])
    #expect(result.status == 1)
    #expect(result.output.contains("standard input is not a terminal"))
    #expect(result.output.contains("--snapshot"))
  }

  @Test func generatedItemsAtScale() throws {
    let result = try Subprocess.run([
      binary, "--snapshot", "80x24", "--items", "100000", "--keys", "2<End>",
    ])
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.contains("Item 100000"), "\(result.output)")
  }
}
