import TerminalCore

/// A screen layer: the base view tree, or a presentation (sheet, alert) drawn over it.
/// The top layer receives all input.
@MainActor
final class Layer {
  enum Kind {
    case base
    case sheet
    case alert
    /// Presentations of embedded content from another framework (see ``EmbeddedContent``),
    /// which lays them out, draws them and handles their input itself.
    case embedded
  }

  let kind: Kind
  let root: Node
  let dismiss: (@MainActor () -> Void)?
  var frame = Rect.zero
  /// Focusable nodes in traversal order, collected during layout.
  var focusables: [Node] = []
  /// Nodes with key handlers, in layout order: with nothing focused, keys start at the last.
  var keyHandlers: [Node] = []
  /// Dismiss actions of pushed destinations inside this layer, outermost first.
  var dismissables: [@MainActor () -> Void] = []

  init(kind: Kind, root: Node, dismiss: (@MainActor () -> Void)?) {
    self.kind = kind
    self.root = root
    self.dismiss = dismiss
  }

  /// Lays the layer out inside `bounds`.
  func place(in bounds: Rect) {
    switch kind {
    case .embedded:
      frame = Self.sheetFrame(in: bounds)
      (root.element as? EmbeddedElement)?.placeOverlay(in: frame)
    case .base:
      frame = bounds
      root.place(in: bounds)
    case .sheet:
      frame = Self.sheetFrame(in: bounds)
      root.place(in: frame.inset(top: 1, left: 1, bottom: 1, right: 1))
    case .alert:
      let width = AlertFrameRule.width(in: bounds.width)
      let size = root.sizeThatFits(ProposedSize(width: width - 4, height: nil))
      let height = min(size.height + 2, bounds.height)
      frame = Rect(
        x: bounds.minX + (bounds.width - width) / 2, y: bounds.minY + (bounds.height - height) / 2,
        width: width, height: height)
      root.place(in: frame.inset(top: 1, left: 2, bottom: 1, right: 2))
    }
  }

  /// Where a sheet goes in `bounds`: all but the top and bottom rows where there is room,
  /// so the tabs above and the key hints below stay in view.
  static func sheetFrame(in bounds: Rect) -> Rect {
    bounds.height >= 8 ? bounds.inset(top: 1, bottom: 1) : bounds
  }

  func draw(into canvas: inout Canvas) {
    if kind == .embedded {
      (root.element as? EmbeddedElement)?.drawOverlay(into: &canvas)
      return
    }
    if kind != .base {
      canvas.fill(frame, style: .plain)
      BorderElement<EmptyView>.drawBox(frame, title: nil, into: &canvas, style: .plain)
    }
    root.draw(into: &canvas, style: .plain)
  }
}
