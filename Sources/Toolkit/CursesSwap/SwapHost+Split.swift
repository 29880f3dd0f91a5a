import TerminalCore

/// Split view: two renderers side by side on the same model, both mounted and both drawn
/// every frame, one of them taking the keys. Nothing is shared between them but the model,
/// so what one side changes the other shows in the same frame — the strongest proof that the
/// model holds all of the state.
///
/// F4 splits (the focused renderer stays on the left, the swap key's target joins it on the
/// right) and joins again (the focused side stays). F5 or a click moves the keys to the other
/// side; F2 and F3 act on the focused side only. A click goes to the side it lands on.
///
/// ```swift
/// let host = SwapHost(renderers)
/// host.setSplit(true)            // or `--split` on a SwappableApp's command line
/// exit(await TerminalRun(name: "todo").run(host))
/// ```
extension SwapHost {
  /// Whether the screen shows two sides now: split view is on and the screen is wide enough.
  public var showsTwoSides: Bool { isSplit && splitFits(on: size) }

  /// The narrowest screen that shows two sides: two of ``minimumSideWidth`` and the divider.
  public var minimumSplitWidth: Int { 2 * minimumSideWidth + 1 }

  /// Turns split view on or off. On, the renderer at index `other` (the swap key's target
  /// unless given) joins the focused renderer, which moves to the left side; off, the side
  /// without the keys is unmounted. Works before the host is mounted, as `--split` and a
  /// restored session want. ``onSwap`` follows the change.
  public func setSplit(_ isOn: Bool, beside other: Int? = nil) {
    guard isOn != isSplit else { return }
    isSplit = isOn
    if isOn {
      otherIndex = other.flatMap { renderers.indices.contains($0) ? $0 : nil } ?? swapTargetIndex
      focusedSide = .left
    }
    defer { onSwap?() }
    guard renderer != nil else { return }  // not mounted yet: mounting does the rest
    if isOn {
      mountOtherSide()
    } else {
      otherRenderer?.unmount()
      otherRenderer = nil
    }
    layOut()
  }

  /// Splits the screen, or joins it again (the split key).
  public func toggleSplit() { setSplit(!isSplit) }

  /// Gives `side` the keys in split view: F2, F3 and the keys go to its renderer from now on.
  public func focus(_ side: SplitSide) {
    guard isSplit, side != focusedSide else { return }
    Swift.swap(&activeIndex, &otherIndex)
    Swift.swap(&renderer, &otherRenderer)
    focusedSide = side
    invalidate()
    onSwap?()
  }

  /// The area `side` draws in split view, in screen coordinates below the bar; the left side
  /// is the narrower by a column on an even width.
  public func area(of side: SplitSide) -> Rect { area(of: side, on: size) }

  func area(of side: SplitSide, on size: Size) -> Rect {
    let height = max(size.height - barHeight - footerHeight(on: size), 0)
    let left = dividerColumn(on: size)
    return switch side {
    case .left: Rect(x: 0, y: barHeight, width: left, height: height)
    case .right:
      Rect(x: left + 1, y: barHeight, width: max(size.width - left - 1, 0), height: height)
    }
  }

  /// The divider's column between the sides.
  func dividerColumn(on size: Size) -> Int { max(size.width - 1, 0) / 2 }

  func splitFits(on size: Size) -> Bool {
    size.width >= minimumSplitWidth && size.width >= minimumSize.width
      && size.height >= minimumSize.height
  }

  func mountOtherSide() {
    let other = renderers[otherIndex].makeRenderer()
    other.mount(size: area(of: focusedSide.other).size, invalidate: invalidate)
    otherRenderer = other
  }

  /// Tells each renderer the size of its area, after a resize or a split.
  func layOut() {
    _ = renderer?.handle(.resize(contentSize))
    _ = otherRenderer?.handle(.resize(area(of: focusedSide.other).size))
    invalidate()
  }

  /// Gives a click or wheel notch to the side it lands on, in that side's coordinates
  /// (`mouse` is relative to the area below the bar); a click on the other side gives it the
  /// keys first. Returns whether a side used it.
  func deliverToSide(_ mouse: MouseEvent) -> Bool {
    let divider = dividerColumn(on: size)
    guard mouse.position.x != divider else { return false }
    let side: SplitSide = mouse.position.x < divider ? .left : .right
    let focusMoved = mouse.kind == .click && side != focusedSide
    if focusMoved { focus(side) }
    var local = mouse
    if side == .right { local.position.x -= divider + 1 }
    let target = side == focusedSide ? renderer : otherRenderer
    return target?.handle(.mouse(local)) == true || focusMoved
  }

  /// Draws both sides and the divider between them; only the focused side shows a cursor.
  func drawSides(into canvas: inout Canvas) {
    for side in [SplitSide.left, .right] {
      let area = area(of: side)
      var content = Canvas(size: area.size)
      if side == focusedSide {
        renderer?.draw(into: &content)
      } else {
        otherRenderer?.draw(into: &content)
        content.cursor = nil
      }
      canvas.draw(content, at: area.origin)
    }
    let divider = dividerColumn(on: size)
    for row in area(of: .left).minY..<area(of: .left).maxY {
      canvas.draw("│", at: Point(x: divider, y: row), style: Self.dividerStyle)
    }
  }

  /// The divider's look: dim, so it reads as a frame, not as content.
  static let dividerStyle = Style(dim: true)
}
