/// The Quantity gauge's needle: where it points and how it moves, as model state, so a
/// renderer swap mid-move keeps it where it is and both renderers draw the same needle.
///
/// When the quantity changes (the stepper, "Mark as sold out", "Is back in stock!", a link's
/// draft), the needle moves from where it is to the new quantity in ``gaugeStepCount`` steps
/// of ``gaugeStepInterval`` (300 ms in all) on the injected clock, easing out; then it rests
/// and no task is left running. A change mid-move starts a new move from where the needle is.
/// Out of stock points at 0. A form that opens, or is restored, shows the needle at rest.
///
/// The scale is the smallest of 10, 20, 50, 100, 200, 500, … that holds the quantity: at rest
/// the one that holds ``gaugeTarget``; during a move the one that holds both ends, fixed for
/// the move, so the needle never leaves the dial and the dial does not rescale under it.
///
/// ```swift
/// form.incrementQuantity()                          // 100 → 101: the needle starts moving
/// await clock.advance(by: .milliseconds(300))
/// form.gaugePosition                                // 101.0, form.gaugeScale == 200
/// ```
extension ItemViewModel {
  /// How often the moving needle steps.
  public static let gaugeStepInterval = Duration.milliseconds(30)
  /// How many steps a move takes: 10 × 30 ms = 300 ms.
  public static let gaugeStepCount = 10

  /// The quantity the needle rests on: the quantity in stock, 0 out of stock.
  public var gaugeTarget: Int { Self.gaugeTarget(of: item.status) }

  /// Whether the needle is between two quantities.
  public var isGaugeMoving: Bool { gaugePosition != Double(gaugeTarget) }

  /// The smallest of 10, 20, 50, 100, 200, 500, … (up to `Int.max`) at least `value`.
  public static func gaugeScale(holding value: Double) -> Int {
    var decade = 10
    while true {
      for multiple in [1, 2, 5] {
        let (scale, overflow) = decade.multipliedReportingOverflow(by: multiple)
        if overflow { return .max }
        if Double(scale) >= value { return scale }
      }
      let (next, overflow) = decade.multipliedReportingOverflow(by: 10)
      if overflow { return .max }
      decade = next
    }
  }

  /// The needle's position after `fraction` (0…1) of a move: cubic ease-out, fast then
  /// settling.
  static func easedOut(_ fraction: Double) -> Double {
    let remaining = 1 - fraction
    return 1 - remaining * remaining * remaining
  }

  static func gaugeTarget(of status: Item.Status) -> Int {
    status.quantity ?? 0
  }

  /// Starts a move from where the needle is to ``gaugeTarget``, replacing one in progress.
  func moveGauge() {
    tasks.cancel(.gauge)
    let start = gaugePosition
    let end = Double(gaugeTarget)
    guard start != end else {
      restGauge()
      return
    }
    gaugeScale = Self.gaugeScale(holding: Swift.max(start, end))
    let dependencies = dependencies
    let steps = Self.gaugeStepCount
    tasks.start(.gauge) { [weak self] in
      for step in 1...steps {
        do { try await dependencies.sleep(for: Self.gaugeStepInterval) } catch { return }
        guard let self, !Task.isCancelled else { return }
        if step == steps {
          self.restGauge()
        } else {
          self.gaugePosition = start + (end - start) * Self.easedOut(Double(step) / Double(steps))
        }
      }
    }
  }

  /// Puts the needle at rest on ``gaugeTarget`` with its scale, ending any move.
  func restGauge() {
    tasks.cancel(.gauge)
    let target = Double(gaugeTarget)
    if gaugePosition != target { gaugePosition = target }
    let scale = Self.gaugeScale(holding: target)
    if gaugeScale != scale { gaugeScale = scale }
  }
}
