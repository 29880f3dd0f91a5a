import Clocks
import CursesTesting
import Foundation
import Inventory
import InventorySession
import TerminalCore
import Testing

@MainActor
struct SessionTests {
  let factory = FakeRendererFactory()
  let app = AppViewModel(dependencies: Dependencies(clock: ManualClock(), uuid: .incrementing()))

  func makeSession(_ kind: RendererKind = .declarative, size: Size = Size(width: 80, height: 24))
    -> Session
  {
    Session(app: app, renderer: kind, size: size, makeRenderer: factory.make, invalidate: {})
  }

  /// The blanks between a short link and the bar's Ctrl-O hint.
  func blanks(_ count: Int) -> String { String(repeating: " ", count: count) }

  func screen(_ session: Session) -> String {
    Canvas.frame(session.size, session.draw(into:)).plainText()
  }

  @Test func barNamesTheRendererOffersTheSwapAndShowsTheLocation() {
    let session = makeSession()
    let lines = screen(session).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines[0] == " Declarative │ F2 Imperative │ F3 UI+Kit │ nav:///one" + blanks(19) + "^O link")
    #expect(lines[1] == "declarative tab=one 80x23", "the renderer gets the rest of the screen")
  }

  @Test func f2SwapsToTheOtherRendererOnTheSameModel() throws {
    let session = makeSession()
    session.handle(.character("2"))
    session.handle(.key(.function(2)))
    #expect(session.rendererKind == .imperative)
    #expect(factory.made.count == 2)
    #expect(factory.made[0].unmountCount == 1, "the old renderer is unmounted")
    #expect(factory.made[1].app === app, "the new one is mounted on the same model")
    #expect(factory.made[1].size == Size(width: 80, height: 23))
    let lines = screen(session).split(separator: "\n")
    #expect(
      lines[0] == " Imperative │ F2 Declarative │ F3 Kit+UI │ nav:///inventory" + blanks(13)
        + "^O link")
    #expect(lines[1] == "imperative tab=inventory 80x23")
    session.handle(.key(.function(2)))
    #expect(session.rendererKind == .declarative)
    #expect(factory.made[1].unmountCount == 1)
  }

  @Test func clickingTheSwapLabelSwaps() {
    let session = makeSession()
    session.handle(.mouse(MouseEvent(kind: .click, position: Point(x: 2, y: 0))))
    #expect(session.rendererKind == .declarative, "the renderer's name is not the label")
    session.handle(.mouse(MouseEvent(kind: .click, position: Point(x: 16, y: 0))))
    #expect(session.rendererKind == .imperative)
  }

  /// The bar offers both keys at every width, by full names where the link keeps room and by
  /// short ones on narrow bars, and a click on a label does what its key does.
  @Test(arguments: [
    (
      80, " Declarative │ F2 Imperative │ F3 UI+Kit │ ",
      " UI+Kit │ F2 Imperative │ F3 Imperative │ "
    ),
    (40, " UI │ F2 Kit │ F3 UI+Kit │ ", " UI+Kit │ F2 Kit │ F3 Kit │ "),
  ])
  func theBarOffersF2AndF3AndAClickOnEitherDoesWhatItsKeyDoes(
    width: Int, declarative: String, shell: String
  ) throws {
    let session = makeSession(size: Size(width: width, height: 24))
    func bar() -> String { String(screen(session).prefix { $0 != "\n" }) }
    func click(_ label: String) throws {
      let line = bar()
      let start = try #require(line.range(of: label)?.lowerBound, "\(label) in \(line)")
      let column = line.distance(from: line.startIndex, to: start) + 1
      session.handle(.mouse(MouseEvent(kind: .click, position: Point(x: column, y: 0))))
    }
    #expect(bar().hasPrefix(declarative))
    try click("F3")
    #expect(session.rendererKind == .declarativeShell)
    #expect(bar().hasPrefix(shell))
    try click("F2")
    #expect(session.rendererKind == .imperative)
    try click("F3")
    #expect(session.rendererKind == .imperativeShell)
    try click("F3")
    #expect(session.rendererKind == .declarative)
  }

  @Test func mousePositionsReachTheRendererRelativeToItsArea() {
    let session = makeSession()
    session.handle(.mouse(MouseEvent(kind: .click, position: Point(x: 5, y: 3))))
    #expect(
      factory.made[0].events == [.mouse(MouseEvent(kind: .click, position: Point(x: 5, y: 2)))])
  }

  @Test func qQuitsOnlyWhenTheRendererDoesNotUseIt() {
    let session = makeSession()
    session.handle(.character("2"))
    #expect(!session.wantsToQuit)
    session.handle(.character("q"))
    #expect(session.wantsToQuit)
    #expect(factory.made[0].events.last == .character("q"), "the renderer is asked first")
  }

  @Test func controlOOpensAPromptThatAppliesALink() throws {
    let session = makeSession()
    session.handle(.key(.control("o")))
    for character in "/inventory/\(Item.keyboard.id)/edit" { session.handle(.character(character)) }
    let bar = screen(session).split(separator: "\n")[0]
    #expect(bar.hasPrefix(" Open link (Enter opens, Esc cancels): "))
    #expect(bar.hasSuffix("-000000000001/edit"), "a long link scrolls to keep the cursor in view")
    #expect(factory.made[0].events.isEmpty, "the prompt captures the keys")
    session.handle(.key(.enter))
    #expect(session.prompt == nil)
    #expect(app.selectedTab == .inventory)
    try #require(
      app.inventoryViewModel.route?.editForm != nil,
      "expected the edit route, got \(String(describing: app.inventoryViewModel.route))")
    let id = try #require(app.inventoryViewModel.route?.rowID)
    #expect(id == Item.keyboard.id)
    let line = screen(session).prefix { $0 != "\n" }
    #expect(line.hasPrefix(" Declarative │ F2 Imperative │ F3 UI+Kit │ nav:///inventory/5"))
    #expect(line.hasSuffix("/edit"))
  }

  @Test func aBadLinkShowsWhyAndChangesNothing() {
    let session = makeSession()
    session.handle(.key(.control("o")))
    for character in "/inventory/not-a-uuid/edit" { session.handle(.character(character)) }
    session.handle(.key(.enter))
    #expect(app.selectedTab == .one)
    #expect(app.inventoryViewModel.route == nil)
    let bar = screen(session).split(separator: "\n")[0]
    #expect(bar.contains("Bad link: "), "\(bar)")
    #expect(bar.contains("not-a-uuid"), "\(bar)")
    session.handle(.character("2"))
    #expect(!screen(session).contains("Bad link"), "the next key clears the message")
  }

  @Test func escapeCancelsThePrompt() {
    let session = makeSession()
    session.handle(.key(.control("o")))
    session.handle(.character("/"))
    session.handle(.key(.escape))
    #expect(session.prompt == nil)
    #expect(app.selectedTab == .one)
    #expect(screen(session).hasPrefix(" Declarative │"))
  }

  @Test func resizeGivesTheRendererTheNewAppArea() {
    let session = makeSession()
    session.handle(.resize(Size(width: 100, height: 30)))
    #expect(factory.made[0].size == Size(width: 100, height: 29))
    #expect(screen(session).contains("declarative tab=one 100x29"))
  }

  @Test func belowTheMinimumSizeTheScreenSaysSoAndF2AndQStillWork() {
    let session = makeSession(size: Size(width: 30, height: 10))
    let text = screen(session)
    #expect(text.contains("Terminal too small"))
    #expect(text.contains("30×10, needs 40×12"))
    #expect(!text.contains("declarative tab="))
    session.handle(.character("2"))
    #expect(app.selectedTab == .one, "the app gets no keys while it is not shown")
    session.handle(.key(.function(2)))
    #expect(session.rendererKind == .imperative)
    session.handle(.character("q"))
    #expect(session.wantsToQuit)
  }

  @Test func theBarFollowsNavigationWithoutTheRenderer() async {
    var invalidations = 0
    let session = Session(
      app: app, renderer: .declarative, size: Size(width: 80, height: 24),
      makeRenderer: factory.make, invalidate: { invalidations += 1 })
    _ = screen(session)
    app.selectedTab = .three
    await Task.yield()
    await Task.yield()
    #expect(invalidations == 1)
    #expect(screen(session).hasPrefix(" Declarative │ F2 Imperative │ F3 UI+Kit │ nav:///three"))
  }

  @Test func aLongLocationIsCutBeforeItsLastSegmentSoTheScreenStaysVisible() throws {
    let session = makeSession()
    try app.open(url: "/inventory/\(Item.keyboard.id)/edit")
    let bar = screen(session).split(separator: "\n")[0]
    #expect(
      bar == " Declarative │ F2 Imperative │ F3 UI+Kit │ nav:///inventory/5EED0000-0000-…/edit")
  }
}
