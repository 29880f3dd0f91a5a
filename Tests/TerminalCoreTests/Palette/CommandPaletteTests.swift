import TerminalCore
import Testing

/// The palette's state: typing filters, the arrows choose, Enter runs, Esc closes.
@MainActor
struct CommandPaletteTests {
  /// The titles of the commands run, in order.
  final class Ran {
    var titles: [String] = []
  }

  /// Commands whose titles are recorded into `log` when run.
  static func commands(_ titles: [String], log: Ran) -> [KeyCommand] {
    titles.enumerated().map { index, title in
      KeyCommand([.character(Character("\(index)"))], label: "\(index)", title: title) {
        log.titles.append(title)
      }
    }
  }

  let log = Ran()
  var commands: [KeyCommand] {
    Self.commands(["add", "duplicate", "delete", "rename", "quit"], log: log)
  }

  @Test func everyCommandShowsInOrderUntilSomethingIsTyped() {
    let palette = CommandPalette()
    #expect(
      palette.matches(in: commands).map(\.command.title) == [
        "add", "duplicate", "delete", "rename", "quit",
      ])
  }

  @Test func typingFiltersAndRanksTheClosestFirst() {
    var palette = CommandPalette()
    for letter in "de" { _ = palette.handle(.character(letter), matching: commands) }
    let matches = palette.matches(in: commands)
    #expect(matches.map(\.command.title) == ["delete", "duplicate"], "rename has no d")
    #expect(matches[0].positions == [0, 1])
  }

  @Test func enterRunsTheHighlightedMatchAndTheArrowsMoveItWithinTheMatches() {
    var palette = CommandPalette()
    _ = palette.handle(.character("d"), matching: commands)
    _ = palette.handle(.key(.down), matching: commands)
    _ = palette.handle(.key(.down), matching: commands)
    _ = palette.handle(.key(.down), matching: commands)
    // d: duplicate and delete (a word's start) before add.
    #expect(palette.highlight == 2, "stops at the last of the three matches")
    guard case .run(let command) = palette.handle(.key(.enter), matching: commands) else {
      Issue.record("Enter ran nothing")
      return
    }
    command.run()
    #expect(log.titles == ["add"])
    _ = palette.handle(.key(.up), matching: commands)
    _ = palette.handle(.key(.up), matching: commands)
    _ = palette.handle(.key(.up), matching: commands)
    #expect(palette.highlight == 0)
  }

  @Test func aChangedQueryHighlightsTheFirstMatchAgain() {
    var palette = CommandPalette()
    _ = palette.handle(.key(.down), matching: commands)
    #expect(palette.highlight == 1)
    _ = palette.handle(.character("q"), matching: commands)
    #expect(palette.highlight == 0)
    _ = palette.handle(.key(.backspace), matching: commands)
    #expect(palette.query.text.isEmpty)
  }

  @Test func escCloses_andEnterWithNoMatchRunsNothing() {
    var palette = CommandPalette()
    guard case .close = palette.handle(.key(.escape), matching: commands) else {
      Issue.record("Esc did not close")
      return
    }
    _ = palette.handle(.character("z"), matching: commands)
    #expect(palette.matches(in: commands).isEmpty)
    guard case .none = palette.handle(.key(.enter), matching: commands) else {
      Issue.record("Enter with no match did something")
      return
    }
  }

  @Test func everyTypedKeyStaysInThePalette_evenTheScreensOwnLetters() {
    var palette = CommandPalette()
    for letter in "qx?" {
      guard case .none = palette.handle(.character(letter), matching: commands) else {
        Issue.record("\(letter) left the palette")
        return
      }
    }
    #expect(palette.query.text == "qx?")
  }

  @Test func aCommandListedTwiceShowsOnce_andSharedTitlesShowTheirOwnNames() {
    let tab = KeyCommand(
      [.key(.tab)], label: "Tab", title: "next / previous", discoverabilityTitle: "next"
    ) {}
    let backTab = KeyCommand(
      [.key(.backTab)], label: "⇧Tab", title: "next / previous", discoverabilityTitle: "previous"
    ) {}
    let palette = CommandPalette()
    let titles = palette.matches(in: [tab, backTab, tab]).map(\.command.paletteTitle)
    #expect(titles == ["next", "previous"])
  }

  @Test func aClickRunsTheCommandItLandsOn() {
    let palette = CommandPalette()
    guard case .run(let command) = palette.click(at: 4, matching: commands) else {
      Issue.record("the click ran nothing")
      return
    }
    #expect(command.title == "quit")
    guard case .none = palette.click(at: 5, matching: commands) else {
      Issue.record("a click past the list ran something")
      return
    }
  }
}
