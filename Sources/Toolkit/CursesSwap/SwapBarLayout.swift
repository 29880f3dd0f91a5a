import TerminalCore

/// Where the swap bar's parts go: the active renderer's name (both sides' names in split
/// view, the focused one marked), then a label per host key naming what that key does (a
/// click on a label does what its key does, a click on a side's name gives it the keys),
/// then the app's accessory.
///
/// ```text
///  Declarative │ F2 Imperative │ F3 UI+Kit │ F4 split │ nav:///inventory          ^O link
///  ▸UI  Kit │ F2 Kit │ F3 UI+Kit │ F4 one side │ nav:///inventory
/// ```
///
/// Renderers go by their full names while the accessory keeps the room it asked for beside
/// them, by their short names on narrower bars. The rule depends on the width alone, so the
/// bar does not change shape as the user moves around.
struct SwapBarLayout {
  /// What a click on a part of the bar does.
  enum Action: Equatable {
    case swap, cycle, split
    case focus(SplitSide)
  }

  static let separator = " │ "

  /// The renderer's name (or the sides' names), with its blanks and the rule after it.
  let title: String
  /// The columns of each side's name in the title, in split view.
  let sideNames: [(side: SplitSide, columns: Range<Int>)]
  /// The key labels in order, each with what a click on it does.
  let labels: [(text: String, action: Action)]

  /// The bar for `host` at its width.
  @MainActor
  init(for host: SwapHost) {
    let wide = Self(host: host, name: \.name)
    self =
      host.size.width - wide.accessoryStart >= host.accessoryRoom
      ? wide : Self(host: host, name: \.shortName)
  }

  @MainActor
  private init(host: SwapHost, name: KeyPath<SwappableRenderer, String>) {
    if host.showsTwoSides {
      let focused = host.renderers[host.activeIndex][keyPath: name]
      let other = host.renderers[host.otherIndex][keyPath: name]
      let (left, right) = host.focusedSide == .left ? (focused, other) : (other, focused)
      let leftMark = host.focusedSide == .left ? "▸" : " "
      let rightMark = host.focusedSide == .right ? "▸" : " "
      let leftStart = 1
      let rightStart = leftStart + 1 + TextWidth.of(left) + 1
      title = " \(leftMark)\(left) \(rightMark)\(right) │ "
      sideNames = [
        (.left, leftStart..<(rightStart - 1)),
        (.right, rightStart..<(rightStart + 1 + TextWidth.of(right))),
      ]
    } else {
      title = " \(host.active[keyPath: name]) │ "
      sideNames = []
    }
    var labels = [
      (
        "\(host.swapKeyName) \(host.renderers[host.swapTargetIndex][keyPath: name])",
        Action.swap
      )
    ]
    if let cycle = host.cycleTargetIndex {
      labels.append(("\(host.cycleKeyName) \(host.renderers[cycle][keyPath: name])", .cycle))
    }
    if let split = Self.splitLabel(for: host) { labels.append((split, .split)) }
    self.labels = labels
  }

  /// The split key's label: "split" where two sides fit, "one side" while split, and the
  /// width split view needs while it is on but the screen is too narrow. None where split
  /// view is off and would not fit.
  @MainActor
  private static func splitLabel(for host: SwapHost) -> String? {
    guard host.splitKey != nil else { return nil }
    let key = host.splitKeyName
    if host.showsTwoSides { return "\(key) one side" }
    if host.isSplit { return "\(key) split: \(host.minimumSplitWidth)+ cols" }
    return host.splitFits(on: host.size) ? "\(key) split" : nil
  }

  /// The columns of each label.
  var labelRanges: [Range<Int>] {
    var start = TextWidth.of(title)
    return labels.map { label in
      defer { start += TextWidth.of(label.text) + TextWidth.of(Self.separator) }
      return start..<(start + TextWidth.of(label.text))
    }
  }

  /// What a click at `column` does, if it lands on a label or a side's name.
  func action(at column: Int) -> Action? {
    if let name = sideNames.first(where: { $0.columns.contains(column) }) {
      return .focus(name.side)
    }
    return zip(labels, labelRanges).first { $0.1.contains(column) }?.0.action
  }

  /// The column where the accessory starts.
  var accessoryStart: Int {
    (labelRanges.last?.upperBound ?? TextWidth.of(title)) + TextWidth.of(Self.separator)
  }
}
