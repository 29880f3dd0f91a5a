import CursesKit
import CursesTesting
import CursesUI
import Observation
import TerminalCore
import Testing

/// Two tabs, the selected one in the model.
@Observable
@MainActor
final class TabsModel {
  /// The tabs.
  enum Tab: Int, Hashable, CaseIterable {
    case inbox, archive
  }

  var tab = Tab.inbox
}

/// The CursesUI screen: a `TabView` on the model's selection, its pages labelled by
/// `tabItem`.
struct TabsScreen: CursesUI.View {
  @Bindable var model: TabsModel

  var body: some CursesUI.View {
    TabView(selection: $model.tab) {
      Text("3 unread").tabItem("Inbox").tag(TabsModel.Tab.inbox)
      Text("Nothing kept").tabItem("Archive").tag(TabsModel.Tab.archive)
    }
  }
}

/// The CursesKit screen: a `TabBarController` with a `TabBarItem` per page, its selected
/// index following the model and the user's choice written back to it.
final class TabsController: TabBarController {
  let model: TabsModel

  init(model: TabsModel) {
    self.model = model
    super.init()
    setViewControllers(
      [Self.page("3 unread"), Self.page("Nothing kept")],
      items: [TabBarItem(title: "Inbox"), TabBarItem(title: "Archive")])
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    observe { [weak self, model] in self?.selectedIndex = model.tab.rawValue }
    onUserSelect = { [model] index in model.tab = TabsModel.Tab(rawValue: index) ?? .inbox }
  }

  private static func page(_ text: String) -> ViewController {
    let page = ViewController()
    page.view.addSubview(StackView([CursesKit.Label(text)]))
    return page
  }
}

/// Tabs in both frameworks: the bar names every tab and marks the selected one, the selection
/// lives in the model, and choosing a tab (the model, or a click on its title) shows its page.
@MainActor
struct TabParityTests {
  private func run(_ paradigm: Paradigm, _ model: TabsModel) -> RendererHarness {
    paradigm.harness(
      size: CursesUI.Size(width: 30, height: 4), keyHints: false,
      view: { TabsScreen(model: model) }, controller: { TabsController(model: model) })
  }

  /// The tab bar: CursesKit's starts a column in, CursesUI's at the edge.
  private func bar(_ app: RendererHarness) -> String {
    String(app.lines[0].drop { $0 == " " })
  }

  @Test(arguments: Paradigm.allCases)
  func theBarShowsBothTabs(paradigm: Paradigm) throws {
    let app = run(paradigm, TabsModel())
    #expect(bar(app) == "[Inbox]  Archive")
    #expect(app.lines[1] == "3 unread")
    let selected = try #require(app.lines[0].column(of: "[Inbox]"))
    let other = try #require(app.lines[0].column(of: "Archive"))
    #expect(app.terminal.screen[selected, 0].style == Style(bold: true, reverse: true))
    #expect(app.terminal.screen[other, 0].style == .plain)
  }

  @Test(arguments: Paradigm.allCases)
  func theModelSwitchesTabs(paradigm: Paradigm) {
    let model = TabsModel()
    let app = run(paradigm, model)
    model.tab = .archive
    app.loop.pump()
    #expect(bar(app) == "Inbox  [Archive]")
    #expect(app.lines[1] == "Nothing kept")
  }

  @Test(arguments: Paradigm.allCases)
  func aClickOnATabWritesTheModel(paradigm: Paradigm) throws {
    let model = TabsModel()
    let app = run(paradigm, model)
    app.click(x: try #require(app.lines[0].column(of: "Archive")), y: 0)
    #expect(model.tab == .archive)
    #expect(app.lines[1] == "Nothing kept")
    app.click(x: try #require(app.lines[0].column(of: "Inbox")), y: 0)
    #expect(model.tab == .inbox)
    #expect(app.lines[1] == "3 unread")
  }
}

/// Where a tab's title is, to click it.
extension String {
  /// The column where `text` starts (every character here one column wide), if it is here.
  fileprivate func column(of text: String) -> Int? {
    range(of: text).map { distance(from: startIndex, to: $0.lowerBound) }
  }
}
