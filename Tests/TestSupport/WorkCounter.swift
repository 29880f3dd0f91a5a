import Inventory

/// Counts the inventory's per-item work (``InventoryWork``), for the tests that check it grows
/// with what is shown, not with the item count: hand ``dependencies(_:)`` to the view models
/// and read ``counts`` before and after.
///
/// ```swift
/// let work = WorkCounter()
/// let inventory = InventoryViewModel(
///   items: items, dependencies: work.dependencies(Dependencies(clock: clock, uuid: .incrementing())))
/// let before = work.counts
/// inventory.addButtonTapped()
/// #expect(work.counts.rowModelsMade == before.rowModelsMade)
/// ```
@MainActor
public final class WorkCounter {
  /// The work counted so far, by kind.
  public struct Counts: Equatable, Sendable {
    /// ``InventoryWork/rowModelMade``.
    public var rowModelsMade = 0
    /// ``InventoryWork/rowRoutePushed``.
    public var rowRoutesPushed = 0
    /// ``InventoryWork/nameCounted``.
    public var nameCountUpdates = 0
    /// ``InventoryWork/filterRowVisited``.
    public var filterRowsVisited = 0
    /// ``InventoryWork/idListed``.
    public var idsListed = 0
  }

  /// The work counted so far.
  public private(set) var counts = Counts()

  /// A counter at zero, for one test's view models.
  ///
  /// ```swift
  /// let work = WorkCounter()
  /// let dependencies = work.dependencies(Dependencies(clock: ManualClock(), uuid: .incrementing()))
  /// ```
  public init() {}

  /// `dependencies` reporting their work to this counter.
  public func dependencies(_ dependencies: Dependencies) -> Dependencies {
    var counted = dependencies
    counted.countWork = { [weak self] work, amount in self?.count(work, amount) }
    return counted
  }

  private func count(_ work: InventoryWork, _ amount: Int) {
    switch work {
    case .rowModelMade: counts.rowModelsMade += amount
    case .rowRoutePushed: counts.rowRoutesPushed += amount
    case .nameCounted: counts.nameCountUpdates += amount
    case .filterRowVisited: counts.filterRowsVisited += amount
    case .idListed: counts.idsListed += amount
    }
  }
}
