import CursesUI
import Inventory
import TextEditing

/// The inventory screen's header: counts of every item by stock status, and the "Filter"
/// field that narrows the list.
///
/// A CursesUI view used by both renderers: the declarative inventory screen shows it
/// directly, the imperative one hosts it in a `HostingController` child above its list. The
/// field is bound two-way to ``InventoryViewModel/filter`` and focused through
/// ``InventoryViewModel/focus``, so whichever screen shows it, the text, its cursor and focus
/// are the model's.
///
/// ```swift
/// VStack {
///   SummaryHeaderView(model: inventory)
///   List { … }
/// }
/// ```
public struct SummaryHeaderView: View {
  let model: InventoryViewModel

  /// A header for `model`.
  public init(model: InventoryViewModel) { self.model = model }

  /// The counts over the filter row.
  public var body: some View {
    VStack {
      Text(Self.countsLine(model.summary, loading: model.itemsBeingLoaded)).dim()
      HStack(spacing: 1) {
        // No focus marker: the field's cursor shows focus, and the body then reads nothing
        // that changes with focus (moving focus re-evaluates no header).
        Text("  Filter")
        TextField("/ to filter", text: Binding(model, \.filter))
          .frame(maxWidth: 30)
          .focused(Binding(model, \.focus), equals: .filter)
        if !model.filter.text.isEmpty {
          Text(Self.matchesLine(shown: model.filteredRows.count, of: model.summary.items))
            .dim()
        }
      }
    }
  }

  /// "12 items · 9 in stock · 2 out of stock · 1 on back order", or "1000000 items ·
  /// loading…" while the items are being read; every renderer's header says it so.
  ///
  /// ```swift
  /// SummaryHeaderView.countsLine(model.summary, loading: model.itemsBeingLoaded)
  /// ```
  public static func countsLine(_ summary: StockSummary, loading: Int? = nil)
    -> String
  {
    if let loading { return count(loading, "item", "items") + " · loading…" }
    return [
      count(summary.items, "item", "items"), "\(summary.inStock) in stock",
      "\(summary.outOfStock) out of stock", "\(summary.onBackOrder) on back order",
    ].joined(separator: " · ")
  }

  /// How many rows the filter keeps of how many: "3 of 12".
  ///
  /// ```swift
  /// SummaryHeaderView.matchesLine(shown: 3, of: 12)   // "3 of 12"
  /// ```
  public static func matchesLine(shown: Int, of total: Int) -> String { "\(shown) of \(total)" }

  private static func count(_ value: Int, _ one: String, _ many: String) -> String {
    "\(value) \(value == 1 ? one : many)"
  }
}
