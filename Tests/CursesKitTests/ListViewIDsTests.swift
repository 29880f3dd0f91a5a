import CursesTesting
import Observation
import TerminalCore
import Testing

@testable import CursesKit

/// A long list's state: ids only, as a model of 100,000 rows hands them out.
@Observable
@MainActor
final class LongList {
  var ids = Array(0..<100_000)
  var highlighted: Int? = 0
  var scroll = 0

  /// Where `id` is: the ids are consecutive.
  func index(of id: Int) -> Int? {
    let index = id - (ids.first ?? 0)
    return ids.indices.contains(index) ? index : nil
  }
}

/// `ListView(ids:index:…)`: a long list bound to a model's ids, cells only for what shows.
@MainActor
struct ListViewIDsTests {
  @Test func cellsAreMadeForTheRowsShownAndTheModelsIndexFindsTheHighlight() {
    let model = LongList()
    var configured: [Int] = []
    let root = ViewController()
    let list = ListView(
      ids: { [model] in model.ids }, index: { [model] in model.index(of: $0) },
      highlight: Binding(model, \.highlighted),
      scrollOffset: Binding(model, \.scroll), cell: NumberCell.self
    ) { cell, id in
      cell.number = id
      configured.append(id)
    }
    root.view.addSubview(StackView([list]))
    let window = makeWindow(root, size: Size(width: 20, height: 8))
    #expect(window.plainText().hasPrefix("#0\n#1\n"))
    #expect(configured.count <= list.visibleRowCount + 2, "cells for the rows shown only")
    #expect(list.liveCellCount <= list.visibleRowCount + 2)
    model.highlighted = 99_990
    _ = window.plainText()
    #expect(list.visibleItems.contains(99_990))
    #expect(list.itemIndexCache == nil, "the model's index was asked; none was built")
    window.handle(.key(.down))
    #expect(model.highlighted == 99_991, "the user's highlight is written back")
    #expect(model.scroll == list.scrollOffset)
    model.ids.removeFirst(99_995)
    #expect(window.plainText().hasPrefix("#99995\n"))
  }
}
