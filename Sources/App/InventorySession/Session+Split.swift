import CursesSwap
import Inventory

extension Session {
  /// Split view as it stands, for the saved session: the renderer on each side and the side
  /// with the keys; `nil` when split view is off.
  public var splitState: SessionState.Split? {
    guard isSplit else { return nil }
    let focused = rendererKind.rawValue
    let other = RendererKind.allCases[swap.otherIndex].rawValue
    let focusesRight = focusedSide == .right
    return SessionState.Split(
      left: focusesRight ? other : focused, right: focusesRight ? focused : other,
      focusesRight: focusesRight)
  }

  /// Split view at launch: `--split` (`requested`) splits afresh; otherwise the saved
  /// session's split view, if it had one, comes back.
  ///
  /// ```swift
  /// session.startSplit(requested: options.split, saved: launch.restoredSplit)
  /// ```
  public func startSplit(requested: Bool, saved: SessionState.Split?) {
    if !requested, let saved {
      restore(split: saved)
    } else {
      isSplit = requested
    }
  }

  /// Shows split view as a saved session left it: the same renderer on each side, the keys
  /// on the same side. A name no renderer has leaves split view off.
  public func restore(split: SessionState.Split) {
    guard let left = RendererKind.allCases.firstIndex(where: { $0.rawValue == split.left }),
      let right = RendererKind.allCases.firstIndex(where: { $0.rawValue == split.right }),
      left != right
    else { return }
    swap.select(left)
    swap.setSplit(true, beside: right)
    if split.focusesRight { swap.focus(.right) }
  }
}
