/// What the lists built from a model (``ListView/init(items:highlight:scrollOffset:cell:configure:)``
/// and its kin) share: cells of one class, and highlight and scroll bound to the model.
extension ListView {
  /// A data source of `Cell`s, registered under their type's name and reused, each set up by
  /// `configure` for the item id it shows.
  func makeDataSource<Cell: ListCell>(
    _: Cell.Type, configure: @escaping @MainActor (Cell, ItemID) -> Void
  ) -> ListDataSource<SectionID, ItemID> {
    let identifier = String(describing: Cell.self)
    register(Cell.self, forCellWithReuseIdentifier: identifier)
    return ListDataSource(listView: self) { list, id in
      let cell = list.dequeueReusableCell(withReuseIdentifier: identifier)
      if let cell = cell as? Cell { configure(cell, id) }
      return cell
    }
  }

  /// Writes the user's highlight and scroll to `highlight` and `scrollOffset`, and follows
  /// them as the model changes them.
  func bind(highlight: Binding<ItemID?>, scrollOffset: Binding<Int>) {
    onHighlight = { highlight.wrappedValue = $0 }
    onScroll = { scrollOffset.wrappedValue = $0 }
    observe { [weak self] in
      self?.highlightedItem = highlight.wrappedValue
      self?.scrollOffset = scrollOffset.wrappedValue
    }
  }
}
