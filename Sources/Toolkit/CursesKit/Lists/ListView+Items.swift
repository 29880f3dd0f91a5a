extension ListView where SectionID == Int {
  /// A list of a model's items, its highlight and scroll bound to the model: the list calls
  /// `items` under observation (capture the model, not the controller, so the list does not
  /// keep the controller alive), diffs them by identity and value itself (cells of items that
  /// changed are configured again, the others stay), and writes the user's highlight and
  /// scroll back. Cells are reused as with a data source: `configure` sets one up for an item.
  /// Each change of the items compares them all, which suits a screen's list; a list of
  /// 100,000 rows wants a ``ListDataSource`` and an ``indexProvider`` instead.
  ///
  /// ```swift
  /// let list = ListView(
  ///   items: { [model] in model.fruits }, highlight: $model.highlightedID,
  ///   scrollOffset: $model.scrollOffset, cell: FruitCell.self
  /// ) { cell, fruit in cell.name = fruit.name }
  /// ```
  public convenience init<Item: Identifiable & Equatable, Cell: ListCell>(
    items: @escaping @MainActor () -> [Item],
    highlight: Binding<ItemID?>, scrollOffset: Binding<Int>, cell: Cell.Type,
    configure: @escaping @MainActor (Cell, Item) -> Void
  ) where Item.ID == ItemID {
    self.init(
      sections: { [ListSection(id: 0, items: items())] }, highlight: highlight,
      scrollOffset: scrollOffset, cell: cell, configure: configure)
  }
}

extension ListView {
  /// A list of a model's items in sections with header titles, as
  /// ``init(items:highlight:scrollOffset:cell:configure:)`` is for one section: the list
  /// calls `sections` under observation and diffs their items (and titles) itself.
  ///
  /// ```swift
  /// let list = ListView(
  ///   sections: { [form] in form.colorSections }, highlight: highlightBinding,
  ///   scrollOffset: .constant(0), cell: ColorCell.self
  /// ) { cell, choice in cell.choice = choice }
  /// ```
  public convenience init<Item: Identifiable & Equatable, Cell: ListCell>(
    sections: @escaping @MainActor () -> [ListSection<SectionID, Item>],
    highlight: Binding<ItemID?>, scrollOffset: Binding<Int>, cell: Cell.Type,
    configure: @escaping @MainActor (Cell, Item) -> Void
  ) where Item.ID == ItemID {
    self.init()
    let feed = ListItemFeed<SectionID, Item>()
    feed.dataSource = makeDataSource(Cell.self) { cell, id in
      if let item = feed.shown[id] { configure(cell, item) }
    }
    observe { feed.show(sections()) }
    bind(highlight: highlight, scrollOffset: scrollOffset)
  }
}

extension ListView where SectionID == Int {
  /// A list of a model's items in ``TextCell``s, as
  /// ``init(items:highlight:scrollOffset:cell:configure:)`` with the default cell: `configure`
  /// sets a cell's text and style for an item.
  ///
  /// ```swift
  /// let list = ListView(
  ///   items: { [model] in model.items }, highlight: $model.highlightedID,
  ///   scrollOffset: $model.scrollOffset
  /// ) { cell, item in cell.text = item.title }
  /// ```
  public convenience init<Item: Identifiable & Equatable>(
    items: @escaping @MainActor () -> [Item],
    highlight: Binding<ItemID?>, scrollOffset: Binding<Int>,
    configure: @escaping @MainActor (TextCell, Item) -> Void
  ) where Item.ID == ItemID {
    self.init(
      sections: { [ListSection(id: 0, items: items())] }, highlight: highlight,
      scrollOffset: scrollOffset, configure: configure)
  }
}

extension ListView {
  /// A list of a model's items in sections, in ``TextCell``s.
  ///
  /// ```swift
  /// let list = ListView(
  ///   sections: { [model] in model.sections }, highlight: $model.highlightedID,
  ///   scrollOffset: $model.scrollOffset
  /// ) { cell, item in cell.text = item.title }
  /// ```
  public convenience init<Item: Identifiable & Equatable>(
    sections: @escaping @MainActor () -> [ListSection<SectionID, Item>],
    highlight: Binding<ItemID?>, scrollOffset: Binding<Int>,
    configure: @escaping @MainActor (TextCell, Item) -> Void
  ) where Item.ID == ItemID {
    self.init(
      sections: sections, highlight: highlight, scrollOffset: scrollOffset, cell: TextCell.self,
      configure: configure)
  }
}

/// The items a list shows, by identity, to tell which changed.
@MainActor
final class ListItemFeed<SectionID: Hashable, Item: Identifiable & Equatable> {
  var dataSource: ListDataSource<SectionID, Item.ID>?
  var shown: [Item.ID: Item] = [:]

  /// Applies `sections`; the cells of items whose value changed are configured again.
  func show(_ sections: [ListSection<SectionID, Item>]) {
    var snapshot = ListSnapshot<SectionID, Item.ID>()
    var titles: [SectionID: String] = [:]
    var next: [Item.ID: Item] = [:]
    var changed: [Item.ID] = []
    snapshot.appendSections(sections.map(\.id))
    for section in sections {
      titles[section.id] = section.title
      snapshot.appendItems(section.items.map(\.id), toSection: section.id)
      for item in section.items {
        next[item.id] = item
        if let old = shown[item.id], old != item { changed.append(item.id) }
      }
    }
    snapshot.reloadItems(changed)
    shown = next
    dataSource?.sectionTitle = { titles[$0] }
    dataSource?.apply(snapshot)
  }
}
