import TerminalCore

extension UI {
  /// Draws `content` in a framed box over the screen, inset `inset` cells from its edges,
  /// while `isPresented`: a sheet. While it is up nothing under it takes an event; call it
  /// last, so it draws over the rest. Dismissing it is the model's: a key in `content`
  /// (``key(_:)-(InputEvent...)``), such as Esc, sets what `isPresented` reads.
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
    guard frame.width > 2, frame.height > 2 else { return }
    present(in: frame)
    pass.canvas.fill(frame, style: .plain)
    let horizontal = String(repeating: "─", count: frame.width - 2)
    pass.canvas.draw("┌" + horizontal + "┐", at: frame.origin)
    pass.canvas.draw("└" + horizontal + "┘", at: Point(x: frame.minX, y: frame.maxY - 1))
    for y in (frame.minY + 1)..<(frame.maxY - 1) {
      pass.canvas.draw("│", at: Point(x: frame.minX, y: y))
      pass.canvas.draw("│", at: Point(x: frame.maxX - 1, y: y))
    }
    draw(
      in: Rect(
        x: frame.minX + 1, y: frame.minY + 1, width: frame.width - 2, height: frame.height - 2),
      content)
  }
}
