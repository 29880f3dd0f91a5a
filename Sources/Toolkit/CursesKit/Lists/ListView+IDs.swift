extension ListView where SectionID == Int {
  /// A list of a model's ids, for lists too long to compare item by item (100,000 rows and
  /// more): the list calls `ids` under observation and shows them in that order, finds an
  /// id's row with `index` (the model's own index, so the list builds no table of every id),
  /// and configures cells, reused, only for the rows it shows. Highlight and scroll are bound
  /// as in ``init(items:highlight:scrollOffset:cell:configure:)``.
  ///
  /// ```swift
  /// let list = ListView(
  ///   ids: { [model] in model.rowIDs }, index: { [model] in model.position(of: $0) },
  ///   highlight: $model.highlightedID, scrollOffset: $model.scrollOffset, cell: RowCell.self
  /// ) { [model] cell, id in cell.row = model.row(id: id) }
  /// ```
  public convenience init<Cell: ListCell>(
    ids: @escaping @MainActor () -> [ItemID],
    index: @escaping @MainActor (ItemID) -> Int?,
    highlight: Binding<ItemID?>, scrollOffset: Binding<Int>, cell: Cell.Type,
    configure: @escaping @MainActor (Cell, ItemID) -> Void
  ) {
    self.init()
    let dataSource = makeDataSource(Cell.self, configure: configure)
    indexProvider = index
    // The ids are read under observation, the snapshot applied outside it.
    observations.append(
      CursesKit.observe(ids) { ids in
        var snapshot = ListSnapshot<Int, ItemID>()
        snapshot.appendSections([0])
        snapshot.appendItems(ids)
        dataSource.apply(snapshot)
      })
    bind(highlight: highlight, scrollOffset: scrollOffset)
  }
}
