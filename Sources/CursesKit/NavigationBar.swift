import TerminalCore

/// The bar of a ``NavigationController``: left buttons, the breadcrumb of titles, right
/// buttons, and a rule below.
@MainActor
final class NavigationBar: View {
  weak var navigationController: NavigationController?
  /// Where each bar button was drawn, for clicks.
  private var itemFrames: [(Rect, BarButtonItem)] = []
  /// Where the breadcrumb was drawn; clicking it goes back.
  private var titleFrame = Rect.zero

  /// The titles of the stack joined by " › ".
  var breadcrumb: String {
    (navigationController?.viewControllers ?? []).compactMap(\.title).joined(separator: " › ")
  }

  override func draw(into canvas: inout Canvas, in rect: Rect) {
    itemFrames.removeAll()
    guard let top = navigationController?.topViewController else { return }
    top.navigationItem.changed = { [weak self] in self?.setNeedsDisplay() }
    for item in top.navigationItem.leftBarButtonItems + top.navigationItem.rightBarButtonItems {
      item.changed = { [weak self] in self?.setNeedsDisplay() }
    }
    let y = rect.minY
    var left = rect.minX + 1
    for item in top.navigationItem.leftBarButtonItems {
      left = drawItem(item, at: left, y: y, into: &canvas, clip: rect) + 2
    }
    var right = rect.maxX - 1
    for item in top.navigationItem.rightBarButtonItems.reversed() {
      right -= TextWidth.of(item.title)
      drawItem(item, at: right, y: y, into: &canvas, clip: rect)
      right -= 2
    }
    let space = max(right - left, 0)
    let title = TextWidth.truncated(breadcrumb, toWidth: space)
    let width = TextWidth.of(title)
    let centered = rect.minX + (rect.width - width) / 2
    let x = centered >= left && centered + width <= right ? centered : left
    canvas.draw(title, at: Point(x: x, y: y), style: Style(bold: true), clip: rect)
    titleFrame = Rect(x: x, y: y, width: width, height: 1)
    if rect.height > 1 {
      canvas.draw(
        String(repeating: "─", count: rect.width), at: Point(x: rect.minX, y: y + 1),
        style: Style(dim: true), clip: rect)
    }
  }

  @discardableResult
  private func drawItem(
    _ item: BarButtonItem, at x: Int, y: Int, into canvas: inout Canvas, clip: Rect
  ) -> Int {
    var style = Style(foreground: .ansi(.cyan))
    if !item.isEnabled { style = Style(dim: true) }
    if item.isFocused { style.reverse = true }
    let end = canvas.draw(item.title, at: Point(x: x, y: y), style: style, clip: clip)
    itemFrames.append((Rect(x: x, y: y, width: end - x, height: 1), item))
    return end
  }

  /// Performs the bar button at `point`, if any, or goes back for a click on the breadcrumb;
  /// returns whether the click was used.
  func click(at point: Point) -> Bool {
    if let item = itemFrames.first(where: { $0.0.contains(point) })?.1 {
      item.perform()
      return true
    }
    guard titleFrame.contains(point), let navigation = navigationController,
      navigation.viewControllers.count > 1
    else { return false }
    navigation.popByUser()
    return true
  }
}
