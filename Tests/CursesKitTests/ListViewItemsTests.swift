import CursesKit
import CursesTesting
import Observation
import TerminalCore
import Testing

/// A fruit in a list.
struct Fruit: Identifiable, Equatable {
  let id: Int
  var name: String
}

/// A list's state.
@Observable
@MainActor
final class FruitList {
  var fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Pear")]
  var highlighted: Int? = 1
  var scroll = 0
  var basketTitle = "Basket"
}

/// A cell that draws a fruit's name and counts its configurations.
@MainActor
final class FruitCell: ListCell {
  var name = ""
  var configurations = 0
  override func draw(into canvas: inout Canvas, in rect: Rect) {
    super.draw(into: &canvas, in: rect)
    canvas.draw(name, at: rect.origin, style: rowStyle, clip: rect)
  }
}

/// `ListView(items:highlight:scrollOffset:cell:configure:)`: a list that follows a model's
/// items by itself.
@MainActor
struct ListViewItemsTests {
  private func makeList(_ model: FruitList) -> (Window, ListView<Int, Int>) {
    let root = ViewController()
    let list = ListView(
      items: { [model] in model.fruits }, highlight: Binding(model, \.highlighted),
      scrollOffset: Binding(model, \.scroll), cell: FruitCell.self
    ) { cell, fruit in
      cell.name = fruit.name
      cell.configurations += 1
    }
    list.frame = Rect(x: 0, y: 0, width: 20, height: 5)
    root.view.addSubview(list)
    root.focusControl(list)
    return (makeWindow(root, size: Size(width: 20, height: 6)), list)
  }

  @Test func theListFollowsTheModelAndWritesTheHighlightBack() {
    let model = FruitList()
    let (window, list) = makeList(model)
    #expect(window.plainText().contains("Pear"))
    model.fruits.append(Fruit(id: 3, name: "Plum"))
    model.fruits[0].name = "Apricot"
    let text = window.plainText()
    #expect(text.contains("Plum") && text.contains("Apricot") && !text.contains("Apple"))
    window.handle(.key(.down))
    #expect(model.highlighted == 2)
    model.highlighted = 3
    _ = window.plainText()
    #expect(list.highlightedItem == 3)
  }

  @Test func onlyTheCellsOfChangedItemsAreConfiguredAgain() {
    let model = FruitList()
    let (window, list) = makeList(model)
    _ = window.plainText()
    let cells = list.visibleItems.compactMap { list.cell(for: $0) as? FruitCell }
    #expect(cells.map(\.configurations) == [1, 1])
    model.fruits[1].name = "Quince"
    _ = window.plainText()
    #expect(cells.map(\.configurations) == [1, 2])
  }

  @Test func sectionsShowTheirTitlesAndFollowTheModel() {
    let model = FruitList()
    let root = ViewController()
    let list = ListView(
      sections: { [model] in
        [
          ListSection(id: "top", items: Array(model.fruits.prefix(1))),
          ListSection(id: "rest", title: model.basketTitle, items: Array(model.fruits.dropFirst())),
        ]
      },
      highlight: Binding(model, \.highlighted), scrollOffset: Binding(model, \.scroll)
    ) { cell, fruit in cell.text = fruit.name }
    list.frame = Rect(x: 0, y: 0, width: 20, height: 5)
    root.view.addSubview(list)
    root.focusControl(list)
    let window = makeWindow(root, size: Size(width: 20, height: 6))
    let rows = window.plainText().split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    #expect(Array(rows.prefix(3)) == ["▸ Apple", "Basket", "Pear"])
    window.handle(.key(.down))
    #expect(model.highlighted == 2, "the header is passed over")
    model.basketTitle = "Bowl"
    model.fruits.append(Fruit(id: 3, name: "Plum"))
    let after = window.plainText().split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    #expect(Array(after.prefix(4)) == ["Apple", "Bowl", "▸ Pear", "Plum"])
  }

  /// A text cell's attributed text keeps each part's style, and the highlight reverses them
  /// all, as it reverses plain text.
  @Test func attributedTextKeepsItsStylesAndTheHighlightReversesThem() {
    let model = FruitList()
    let root = ViewController()
    let list = ListView(
      items: { [model] in model.fruits }, highlight: Binding(model, \.highlighted),
      scrollOffset: Binding(model, \.scroll)
    ) { cell, fruit in
      cell.attributedText = StyledText("✓ ", style: Style(bold: true)) + StyledText(fruit.name)
    }
    root.view.addSubview(StackView([list]))
    let window = makeWindow(root, size: Size(width: 12, height: 6))
    let rows = styledScreen(window).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(rows.first == "[reverse]▸ [/][bold reverse]✓ [/][reverse]Apple   [/]")
    #expect(rows.dropFirst().first == "  [bold]✓ [/]Pear")
  }
}
