import CursesSwap
import CursesTesting
import TerminalCore
import Testing

/// Ctrl-P over any renderer: the app's commands and the host's, filtered as typed; modal,
/// kept open across swaps, gone when run or closed.
@MainActor
struct CommandPaletteHostTests {
  let probes = Probes()
  let ran = EventLog()

  private func harness(width: Int = 70, height: Int = 20) -> (RendererHarness, SwapHost) {
    let host = SwapHost(probes.four())
    host.showsKeyHints = false
    host.commands = { [ran] in
      [
        KeyCommand([.character("a")], label: "a", title: "add an item") { ran.add("add") },
        KeyCommand([.character("d")], label: "d", title: "duplicate") { ran.add("duplicate") },
      ]
    }
    return (RendererHarness(host, size: Size(width: width, height: height)), host)
  }

  @Test func ctrlPListsTheAppsCommandsThenTheHosts() {
    let (app, host) = harness()
    app.send(.key(.control("p")))
    #expect(host.isShowingPalette)
    let lines = app.lines
    let titles = [
      "add an item", "duplicate", "swap to Imperative", "next renderer: UI+Kit",
      "split view: two renderers side by side", "help: the keys",
    ]
    let rows = titles.map { title in lines.firstIndex { $0.contains(title) } }
    #expect(rows.allSatisfy { $0 != nil }, "\(lines)")
    #expect(rows.compactMap(\.self) == rows.compactMap(\.self).sorted())
    #expect(lines.contains { $0.contains("F2 │") }, "each with its key")
  }

  @Test func keysTypedIntoItNeverReachTheScreen() {
    let (app, host) = harness()
    app.send(.key(.control("p")))
    app.type("dq?x")
    app.send(.key(.down), .key(.backspace))
    #expect(probes.made[0].events.filter { if case .resize = $0 { false } else { true } }.isEmpty)
    #expect(host.palette?.query.text == "dq?")
    #expect(app.unhandledEvents.isEmpty, "q typed into the palette quits nothing")
    #expect(!app.hasQuit)
  }

  @Test func enterRunsTheClosestMatchAndClosesThePalette() {
    let (app, host) = harness()
    app.send(.key(.control("p")))
    app.type("dupl")
    app.send(.key(.enter))
    #expect(ran.entries == ["duplicate"])
    #expect(!host.isShowingPalette)
    #expect(!app.screen.contains("Commands"))
  }

  @Test func theHostsCommandsDoWhatTheirKeysDo() {
    let (app, host) = harness()
    app.send(.key(.control("p")))
    app.type("swap")
    app.send(.key(.enter))
    #expect(host.active.name == "Imperative")
    app.send(.key(.control("p")))
    app.type("split")
    app.send(.key(.enter))
    #expect(host.isSplit)
    var quits = 0
    host.onQuit = { quits += 1 }
    app.send(.key(.control("p")))
    app.type("quit")
    app.send(.key(.enter))
    #expect(quits == 1)
  }

  @Test func aSwapUnderThePaletteKeepsItOpenWithItsQuery() {
    let (app, host) = harness()
    app.send(.key(.control("p")))
    app.type("dup")
    app.send(.key(.function(2)))
    #expect(host.active.name == "Imperative")
    #expect(host.palette?.query.text == "dup")
    #expect(app.screen.contains("› dup"))
    app.send(.key(.function(3)))
    #expect(host.palette?.query.text == "dup")
  }

  @Test func escClosesRunningNothing_andAClickOutsideToo() {
    let (app, host) = harness()
    app.send(.key(.control("p")))
    app.send(.key(.escape))
    #expect(!host.isShowingPalette)
    app.send(.key(.control("p")))
    app.click(x: 0, y: 18)
    #expect(!host.isShowingPalette)
    #expect(ran.entries.isEmpty)
  }

  @Test func aClickOnACommandRunsIt() throws {
    let (app, _) = harness()
    app.send(.key(.control("p")))
    let row = try #require(app.lines.firstIndex { $0.contains("duplicate") })
    app.click(x: 20, y: row)
    #expect(ran.entries == ["duplicate"])
  }

  @Test func theHelpNamesThePaletteKey_andTheKeyCanBeTurnedOff() {
    let (app, host) = harness()
    app.type("?")
    #expect(app.lines.contains { $0.contains("^P ") && $0.contains("find and run any command") })
    app.send(.key(.escape))
    host.paletteKey = nil
    app.send(.key(.control("p")))
    #expect(!host.isShowingPalette)
  }

  @Test func aScreenTooSmallForTheBoxNeverHidesThePalette() {
    let (app, host) = harness(width: 70, height: 4)
    app.send(.key(.control("p")))
    #expect(!host.isShowingPalette, "no room for the box: not opened")
    #expect(app.unhandledEvents == [.key(.control("p"))], "and Ctrl-P left unused")
    app.resize(to: Size(width: 70, height: 20))
    app.send(.key(.control("p")))
    app.type("du")
    app.resize(to: Size(width: 70, height: 4))
    #expect(!host.isShowingPalette, "closed when the screen shrank under it")
    app.send("a")
    #expect(probes.made[0].events.contains(.character("a")), "keys reach the screen again")
  }

  @Test func theHighlightFollowsTheCommandsWhenTheyChangeUnderIt() {
    let (app, host) = harness()
    host.showsHelp = true
    app.send(.key(.control("p")))
    for _ in 0..<10 { app.send(.key(.down)) }
    let last = host.palette?.highlight ?? 0
    host.showsHelp = false  // one command fewer
    app.send(.key(.enter))
    #expect(!host.isShowingPalette, "Enter ran the last command there is now (\(last))")
  }

  @Test func belowTheMinimumSizeThePaletteDoesNotOpen() {
    let (app, host) = harness()
    host.minimumSize = Size(width: 100, height: 30)
    app.send(.key(.control("p")))
    #expect(!host.isShowingPalette)
  }
}
