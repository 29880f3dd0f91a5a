import TerminalCore

extension UI {
  /// Draws `content` in a framed box over the screen, inset `inset` cells from its edges,
  /// while `isPresented`: a sheet. While it is up nothing drawn under it takes an event
  /// (even on an area too small to draw the frame, where the content gets what room there
  /// is); call it last, so it draws over the rest. Dismissing it is the model's: a key in
  /// `content` (``key(_:)-(InputEvent...)``), such as Esc, sets what `isPresented` reads.
  ///
  /// ```swift
  /// if let form = model.addForm {
  ///   ui.sheet(isPresented: true) { sheet in
  ///     ItemFormScreen(form: form).draw(&sheet)
  ///     if sheet.key(.escape) { model.cancelAdd() }
  ///   }
  /// }
  /// ```
  public mutating func sheet(
    isPresented: Bool, inset: Int = 1, _ content: (inout UI) -> Void
  ) {
    guard isPresented else { return }
    let frame = Rect(
      x: bounds.minX + inset, y: bounds.minY + inset,
      width: max(bounds.width - 2 * inset, 0), height: max(bounds.height - 2 * inset, 0))
    var inside = presentation(in: frame)
    guard frame.width > 2, frame.height > 2 else {
      pass.canvas.fill(frame, style: .plain)
      content(&inside)
      return
    }
    pass.canvas.drawBox(frame)
    var inner = UI(
      pass: pass,
      area: Rect(
        x: frame.minX + 1, y: frame.minY + 1, width: frame.width - 2, height: frame.height - 2),
      depth: inside.depth)
    content(&inner)
  }
}
