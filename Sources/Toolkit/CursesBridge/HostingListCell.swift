import CursesKit
import CursesUI
import TerminalCore

/// A ``/CursesKit/ListCell`` whose content is a CursesUI view, as UIKit's
/// `UIHostingConfiguration`: register the class, then set ``rootView`` in the cell provider.
///
/// A cell keeps one tree across reuse: setting ``rootView`` for the next item reconciles it,
/// so nothing is rebuilt that did not change. The content appears when the cell is given a
/// row and disappears when the list takes the cell back, as rows of CursesUI's `List` do. The highlighted row of a focused list is drawn
/// reversed over the content.
///
/// ```swift
/// list.register(HostingListCell<RowView>.self, forCellWithReuseIdentifier: "row")
/// let cell = list.dequeueReusableCell(withReuseIdentifier: "row") as! HostingListCell<RowView>
/// cell.rootView = RowView(row: row)
/// ```
@MainActor
open class HostingListCell<Content: CursesUI.View>: ListCell {
  private var host: ViewHost?

  /// The content of the row; setting it reconciles the cell's tree.
  public var rootView: Content? {
    didSet {
      guard let rootView else {
        host?.unmount()
        host = nil
        setNeedsDisplay()
        return
      }
      if let host {
        host.setRootView(rootView)
      } else {
        host = ViewHost(rootView, isAppeared: false) { [weak self] in self?.setNeedsDisplay() }
      }
      // A row's content is on screen from now until the list takes the cell back.
      host?.setAppeared(true)
      setNeedsDisplay()
    }
  }

  /// The host of the cell's tree, once it has content.
  public var contentHost: ViewHost? { host }

  /// Creates an empty cell; the list does this through the registered class.
  public required init() {
    super.init()
  }

  isolated deinit {
    host?.unmount()
  }

  /// Draws the row's tree in the cell, reversed when the cell is the highlighted row of a
  /// focused list.
  /// The row's content goes off screen (its `onDisappear` runs) as the list takes the cell
  /// back for another row or the pool.
  open override func prepareForReuse() {
    super.prepareForReuse()
    host?.setAppeared(false)
  }

  open override func draw(into canvas: inout Canvas, in rect: Rect) {
    super.draw(into: &canvas, in: rect)
    host?.draw(into: &canvas, in: rect)
    if isHighlighted && isListFocused { canvas.restyle(rect) { $0.reverse = true } }
  }

  /// Clicks go to the content first, then to the list.
  open override func handle(_ event: InputEvent) -> Bool {
    guard case .mouse = event, let host else { return false }
    return host.handle(event)
  }
}
