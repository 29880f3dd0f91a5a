import Inventory
import InventorySession
import TerminalCore
import Testing

struct CommandLineOptionsTests {
  @Test func defaultsRunTheDeclarativeRendererOnTheSeed() throws {
    let options = try CommandLineOptions(parsing: [])
    #expect(options.action == .run)
    #expect(options.renderer == .declarative)
    #expect(options.openLink == nil && options.itemCount == nil && options.snapshotSize == nil)
  }

  @Test func everyOptionInBothSpellings() throws {
    let options = try CommandLineOptions(parsing: [
      "--renderer", "imperative", "--open=/inventory/add?name=Pad", "--items", "500",
      "--snapshot=120x40", "--keys", "<Down><Enter>",
    ])
    #expect(options.renderer == .imperative)
    #expect(options.openLink == .inventory(.add(DeepLink.Draft(name: "Pad"))))
    #expect(options.itemCount == 500)
    #expect(options.snapshotSize == Size(width: 120, height: 40))
    #expect(options.keys?.steps.count == 2)
    let more = try CommandLineOptions(parsing: [
      "--split", "--record=out.keys", "--replay", "in.keys",
    ])
    #expect(more.split && more.recordPath == "out.keys" && more.replayPath == "in.keys")
  }

  @Test func openTakesALinkAsTheBarShowsItAndAsAURL() throws {
    let link = DeepLink.inventory(
      .row(
        id: Item.charger.id,
        .duplicate(
          DeepLink.Draft(name: "Charger 2 & more", color: .pink, status: .inStock(quantity: 0)),
          isColorPickerOpen: true)))
    #expect(link.readableURL != link.url.absoluteString)
    for text in [link.readableURL, link.url.absoluteString] {
      #expect(try CommandLineOptions(parsing: ["--open", text]).openLink == link, "\(text)")
      #expect(try CommandLineOptions(parsing: ["--open=" + text]).openLink == link, "\(text)")
    }
  }

  @Test func formatGoesWithSnapshot() throws {
    #expect(try CommandLineOptions(parsing: ["--snapshot", "80x24"]).snapshotFormat == nil)
    for (name, format) in [("svg", SnapshotFormat.svg), ("HTML", .html), ("text", .text)] {
      let options = try CommandLineOptions(parsing: ["--snapshot", "80x24", "--format", name])
      #expect(options.snapshotFormat == format)
      #expect(
        try CommandLineOptions(parsing: ["--format=\(name)", "--snapshot=9x9"]).snapshotFormat
          == format)
    }
    #expect(CommandLineOptions.usage.contains("--format FORMAT"))
  }

  @Test func helpAndVersion() throws {
    #expect(try CommandLineOptions(parsing: ["--help"]).action == .help)
    #expect(try CommandLineOptions(parsing: ["-h"]).action == .help)
    #expect(try CommandLineOptions(parsing: ["--version"]).action == .version)
  }

  @Test(arguments: [
    (["--frobnicate"], "unknown option '--frobnicate'"),
    (["extra"], "unexpected argument 'extra'"),
    (
      ["--renderer", "swiftui"],
      "unknown renderer 'swiftui'; use declarative, declarative-shell, imperative, imperative-shell"
    ),
    (["--renderer"], "--renderer needs a value"),
    (["--format", "svg"], "--format goes with --snapshot: text, svg or html"),
    (["--snapshot", "80x24", "--format", "png"], "--format wants text, svg or html, got 'png'"),
    (["--snapshot", "80x24", "--format"], "--format needs a value"),
    (["--snapshot", "80"], "--snapshot wants COLSxROWS such as 80x24 (1 to 1000 each), got '80'"),
    (
      ["--snapshot", "0x24"],
      "--snapshot wants COLSxROWS such as 80x24 (1 to 1000 each), got '0x24'"
    ),
    (["--items", "-3"], "--items wants a whole number from 0 to 1000000, got '-3'"),
    (["--items", "lots"], "--items wants a whole number from 0 to 1000000, got 'lots'"),
    (["--items", "1000001"], "--items wants a whole number from 0 to 1000000, got '1000001'"),
    (["--items", "10000000"], "--items wants a whole number from 0 to 1000000, got '10000000'"),
    (["--keys", "<Bogus>"], "key script: unknown key <Bogus>"),
    (["--replay", ""], "--replay needs a file path"),
    (["--record"], "--record needs a value"),
    (["--keys", "a", "--replay", "f.keys"], "--keys and --replay cannot be used together"),
    (
      ["--record", "f.keys", "--snapshot", "80x24"], "--record records a user; --snapshot has none"
    ),
    (["--open", "/inventory/xyz/edit"], "bad link '/inventory/xyz/edit': Malformed id 'xyz'"),
  ])
  func usageErrorsSayWhatIsWrong(arguments: [String], message: String) {
    let error = #expect(throws: UsageError.self) { try CommandLineOptions(parsing: arguments) }
    #expect(error?.message == message)
    // A wrong option is followed by the usage; a bad link is a value, said alone.
    #expect(error?.showsUsage == !arguments.contains("--open"))
  }

  @Test func itemsUpToAMillionAreAccepted() throws {
    #expect(try CommandLineOptions(parsing: ["--items", "1000000"]).itemCount == 1_000_000)
    #expect(try CommandLineOptions(parsing: ["--items=0"]).itemCount == 0)
    #expect(CommandLineOptions.maximumItemCount == 1_000_000)
    #expect(
      CommandLineOptions.usage.contains(
        "--items N            replace the seed data with N "
          + "generated items (0 to 1000000)"))
  }

  /// Every message that repeats an argument repeats at most its first 80 characters.
  @Test(arguments: [
    (["--open"], "bad link '", "': Link is too long (100000 characters, at most 2048)"),
    (
      ["--renderer"], "unknown renderer '",
      "'; use declarative, declarative-shell, imperative, imperative-shell"
    ),
    (["--items"], "--items wants a whole number from 0 to 1000000, got '", "'"),
    (["--snapshot"], "--snapshot wants COLSxROWS such as 80x24 (1 to 1000 each), got '", "'"),
    ([], "unexpected argument '", "'"),
  ])
  func aHugeArgumentIsNotEchoedBack(flag: [String], before: String, after: String) {
    let huge = String(repeating: "a", count: 100_000)
    let excerpt = String(repeating: "a", count: 80) + "… (100000 characters)"
    let error = #expect(throws: UsageError.self) { try CommandLineOptions(parsing: flag + [huge]) }
    #expect(error?.message == before + excerpt + after)
  }

  @Test func aHugeOptionOrKeyIsNotEchoedBack() {
    let huge = String(repeating: "x", count: 100_000)
    let excerpt = String(repeating: "x", count: 80) + "… (100000 characters)"
    #expect(throws: UsageError("unknown option '--\(excerpt.dropFirst(2))'")) {
      try CommandLineOptions(parsing: ["--" + huge.dropFirst(2)])
    }
    #expect(throws: UsageError("key script: unknown key <\(excerpt)>")) {
      try CommandLineOptions(parsing: ["--keys", "<\(huge)>"])
    }
  }
}
