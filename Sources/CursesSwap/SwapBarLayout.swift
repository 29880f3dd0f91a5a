import TerminalCore

/// Where the swap bar's parts go: the active renderer's name, then a label per switching key
/// naming the renderer that key shows (a click on a label does what its key does), then the
/// app's accessory.
///
/// ```text
///  Declarative │ F2 Imperative │ F3 UI+Kit │ nav:///inventory               ^O link
///  UI │ F2 Kit │ F3 UI+Kit │ ^O link
/// ```
///
/// Renderers go by their full names while the accessory keeps the room it asked for beside
/// them, by their short names on narrower bars. The rule depends on the width alone, so the
/// bar does not change shape as the user moves around.
struct SwapBarLayout {
  static let separator = " │ "

  /// The renderer's name, with its blanks and the rule after it.
  let title: String
  /// The swap key's label.
  let swapLabel: String
  /// The cycle key's label, when the bar shows one.
  let cycleLabel: String?

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
    title = " \(host.active[keyPath: name]) │ "
    swapLabel = "\(host.swapKeyName) \(host.renderers[host.swapTargetIndex][keyPath: name])"
    cycleLabel = host.cycleTargetIndex.map {
      "\(host.cycleKeyName) \(host.renderers[$0][keyPath: name])"
    }
  }

  /// The columns of the swap label.
  var swapRange: Range<Int> {
    let start = TextWidth.of(title)
    return start..<(start + TextWidth.of(swapLabel))
  }

  /// The columns of the cycle label, when there is one.
  var cycleRange: Range<Int>? {
    guard let cycleLabel else { return nil }
    let start = swapRange.upperBound + TextWidth.of(Self.separator)
    return start..<(start + TextWidth.of(cycleLabel))
  }

  /// The column where the accessory starts.
  var accessoryStart: Int {
    (cycleRange ?? swapRange).upperBound + TextWidth.of(Self.separator)
  }
}
