import CursesBridge
import CursesKit
import TerminalCore

/// The schedule screen, in CursesKit: a heading and a `ListView` of the day's 24 hours,
/// each row a CursesUI ``ScheduleRow`` in a `HostingListCell`.
///
/// The list dequeues cells for the rows on screen only; scrolling hands a cell the next hour
/// by setting its `rootView`, which reconciles the cell's tree rather than building another.
/// ← → (or - +) change the highlighted hour's target in the model, and that row's tree,
/// which observes its entry, redraws itself: the list reloads nothing.
@MainActor
final class ScheduleController: ViewController {
  static let reuseIdentifier = "hour"
  let model: Thermostat
  private let heading = Label(style: Style(bold: true))
  let list = ListView<Int, ScheduleEntry.ID>()
  private var dataSource: ListDataSource<Int, ScheduleEntry.ID>?

  init(model: Thermostat) {
    self.model = model
    super.init()
    title = "Schedule"
  }

  override var keyHints: String? { "↑↓ PgUp PgDn hour  ←→ or -+ target  Esc menu  q quit" }

  override func viewDidLoad() {
    let screen = StackView(spacing: 1, [heading, list])
    screen.margins = (top: 0, leading: 1, bottom: 0, trailing: 1)
    view.addSubview(screen)
    list.isFocused = true
    list.register(
      HostingListCell<ScheduleRow>.self, forCellWithReuseIdentifier: Self.reuseIdentifier)
    dataSource = ListDataSource(listView: list) { [weak self] list, hour in
      let cell = list.dequeueReusableCell(withReuseIdentifier: Self.reuseIdentifier)
      if let self, let cell = cell as? HostingListCell<ScheduleRow> {
        cell.rootView = ScheduleRow(model: model, hour: hour)
      }
      return cell
    }
    let warmer: @MainActor (Int) -> Void = { [model] in model.adjustEntry(hour: $0, by: 1) }
    let cooler: @MainActor (Int) -> Void = { [model] in model.adjustEntry(hour: $0, by: -1) }
    list.rowActions = [
      .key(.right): warmer, .character("+"): warmer, .key(.left): cooler, .character("-"): cooler,
    ]
    // Only the hours themselves: a changed target is the rows' business, not the list's.
    observe({ [weak self] in self?.model.schedule.map(\.id) ?? [] }) { [weak self] hours in
      self?.show(hours)
    }
    observe { [weak self] in
      guard let self else { return }
      let changed = model.changedHours
      heading.text =
        "Day schedule of \(model.roomName)"
        + (changed == 0 ? "" : " · \(changed) \(changed == 1 ? "hour" : "hours") changed")
    }
    list.highlightedItem = model.schedule.first?.id
  }

  private func show(_ hours: [ScheduleEntry.ID]) {
    var snapshot = ListSnapshot<Int, ScheduleEntry.ID>()
    snapshot.appendSections([0])
    snapshot.appendItems(hours)
    dataSource?.apply(snapshot)
  }
}
