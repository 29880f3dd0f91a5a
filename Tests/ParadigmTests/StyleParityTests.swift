import CursesKit
import CursesTesting
import CursesUI
import Observation
import TerminalCore
import Testing

/// A stock line whose looks follow the model: low stock shows in yellow.
@Observable
@MainActor
final class StockModel {
  var quantity = 2
  var isLow: Bool { quantity < 5 }
}

/// The CursesUI screen: `bold()`, `dim()` and `foregroundStyle(_:)` on texts, and on a stack
/// around one.
struct StockScreen: CursesUI.View {
  let model: StockModel

  var body: some CursesUI.View {
    VStack(alignment: .leading) {
      Text("Stock").bold()
      Text("\(model.quantity) left").foregroundColor(model.isLow ? .ansi(.yellow) : nil)
      Text("last counted today").dim()
      VStack { Text("Reorder") }.foregroundStyle(.ansi(.red)).bold()
      Text("plain")
    }
  }
}

/// The CursesKit screen: each label with its `Style`.
final class StockController: ViewController {
  let model: StockModel

  init(model: StockModel) {
    self.model = model
    super.init()
  }

  override func viewDidLoad() {
    let quantity = CursesKit.Label()
    observe { [model] in
      quantity.text = "\(model.quantity) left"
      quantity.style = model.isLow ? Style(foreground: .ansi(.yellow)) : .plain
    }
    view.addSubview(
      StackView(
        alignment: .leading,
        [
          CursesKit.Label("Stock", style: Style(bold: true)),
          quantity,
          CursesKit.Label("last counted today", style: Style(dim: true)),
          CursesKit.Label("Reorder", style: Style(foreground: .ansi(.red), bold: true)),
          CursesKit.Label("plain"),
        ]))
  }
}

/// The same text gets the same attributes, cell for cell, in both frameworks: `Style(bold:)`
/// as `bold()`, `Style(dim:)` as `dim()`, `Style(foreground:)` as `foregroundStyle(_:)`.
@MainActor
struct StyleParityTests {
  private func run(_ paradigm: Paradigm, _ model: StockModel) -> RendererHarness {
    paradigm.harness(
      size: CursesUI.Size(width: 24, height: 6), keyHints: false,
      view: { StockScreen(model: model) }, controller: { StockController(model: model) })
  }

  private func styledLines(_ app: RendererHarness) -> [String] {
    Array(app.styledScreen.split(separator: "\n", omittingEmptySubsequences: false).prefix(5))
      .map(String.init)
  }

  @Test(arguments: Paradigm.allCases)
  func theCellsGetTheSameAttributes(paradigm: Paradigm) {
    let app = run(paradigm, StockModel())
    #expect(
      styledLines(app) == [
        "[bold]Stock[/]", "[fg:yellow]2 left[/]", "[dim]last counted today[/]",
        "[bold fg:red]Reorder[/]", "plain",
      ])
    #expect(app.terminal.screen[0, 1].style == Style(foreground: .ansi(.yellow)))
    #expect(app.terminal.screen[6, 1].style == .plain, "past the text")
  }

  @Test(arguments: Paradigm.allCases)
  func aModelChangeChangesTheStyle(paradigm: Paradigm) {
    let model = StockModel()
    let app = run(paradigm, model)
    model.quantity = 9
    app.loop.pump()
    #expect(styledLines(app)[1] == "9 left")
    #expect(app.terminal.screen[0, 1].style == .plain)
  }
}
