import TerminalCore

/// The bar of a ``NavigationController``: left buttons, the breadcrumb of titles, right
/// buttons, and a rule below. A pushed controller without left buttons gets a "‹ Back"
/// button that pops it, as UIKit's back button; the breadcrumb itself is only text.
@MainActor
final class NavigationBar: View {
  weak var navigationController: NavigationController?
  /// Where each bar button was drawn, for clicks.
  private var itemFrames: [(Rect, BarButtonItem)] = []
  /// The button a pushed controller without left buttons shows.
  private lazy var backItem = BarButtonItem(title: "‹ Back") { [weak self] in
    self?.navigationController?.popByUser()
  }

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
    for item in leftItems(of: top) {
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
    if rect.height > 1 {
      canvas.drawHorizontalRule(
        at: Point(x: rect.minX, y: y + 1), width: rect.width, style: Style(dim: true), clip: rect)
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

  /// The left buttons of `top`: its own, or Back when it was pushed and has none.
  private func leftItems(of top: ViewController) -> [BarButtonItem] {
    let items = top.navigationItem.leftBarButtonItems
    guard items.isEmpty, (navigationController?.viewControllers.count ?? 0) > 1 else {
      return items
    }
    return [backItem]
  }

  /// Performs the bar button at `point`, if any; returns whether the click was used.
  func click(at point: Point) -> Bool {
    if let item = itemFrames.first(where: { $0.0.contains(point) })?.1 {
      // As every control: focus first, then the action, so what the action does to focus
      // starts from the clicked button.
      if item.isEnabled { item.onRequestFocus?() }
      item.perform()
      return true
    }
    return false
  }
}
