import CursesKit
import TerminalCore

/// The journal in CursesKit: a segmented filter, the entries and, while syncing, the
/// progress; Enter pushes the entry. Every control is bound to the model.
@MainActor
final class JournalViewController: ViewController {
  @Bindable var model: Journal
  private lazy var filter = SegmentedControl(
    selection: $model.filter, segments: Journal.Filter.allCases.map { ($0.title, $0) })
  private lazy var list = ListView(
    items: { [model] in model.shown }, highlight: $model.highlightedID,
    scrollOffset: $model.scrollOffset
  ) { cell, entry in cell.text = entry.row }
  private let progress = ProgressView(label: "Syncing")

  init(model: Journal) {
    self.model = model
    super.init()
    title = "Journal"
  }

  override var keyHints: String? { model.keyHints }

  override func viewDidLoad() {
    let screen = StackView(alignment: .fill, [filter, SeparatorView(), list, progress])
    screen.margins = (top: 0, leading: 1, bottom: 0, trailing: 1)
    view.addSubview(screen)
    filter.bind(focus: $model.focus, equals: .filter)
    list.bind(focus: $model.focus, equals: .list)
    list.onSelect = { [model] id in model.open(id) }
    list.rowActions = [.character("s"): { [model] _ in model.toggleStar() }]
    observe { [model, progress] in
      progress.isHidden = model.syncProgress == nil
      progress.progress = model.syncProgress ?? 0
    }
    navigationDestination(item: $model.openedID) { [model] _ in EntryViewController(model: model) }
  }

  override func handle(_ event: InputEvent) -> Bool {
    JournalViewController.handleAppKey(event, model: model) || super.handle(event)
  }

  /// The keys of every screen: a new entry, a sync.
  static func handleAppKey(_ event: InputEvent, model: Journal) -> Bool {
    switch event {
    case .key(.control("n")): model.addEntry()
    case .key(.control("r")): model.startSync()
    default: return false
    }
    return true
  }
}

/// The opened entry: its title in a field and its body in a `TextView`, both on the model's
/// text and cursor.
@MainActor
final class EntryViewController: ViewController {
  @Bindable var model: Journal
  private lazy var titleField = TextField(text: $model.opened.title, placeholder: "Title")
  private lazy var bodyView = TextView(text: $model.opened.body)
  private let progress = ProgressView(label: "Syncing")

  init(model: Journal) {
    self.model = model
    super.init()
  }

  override var keyHints: String? { model.keyHints }

  override func viewDidLoad() {
    let titleRow = StackView(axis: .horizontal, spacing: 1, [Label("Title:"), titleField])
    let screen = StackView([titleRow, SeparatorView(), bodyView, progress])
    screen.margins = (top: 0, leading: 1, bottom: 0, trailing: 1)
    view.addSubview(screen)
    titleField.bind(focus: $model.focus, equals: .title)
    bodyView.bind(focus: $model.focus, equals: .body)
    observe { [weak self] in
      guard let self else { return }
      title = model.opened.title.text
      progress.isHidden = model.syncProgress == nil
      progress.progress = model.syncProgress ?? 0
    }
  }

  override func handle(_ event: InputEvent) -> Bool {
    JournalViewController.handleAppKey(event, model: model) || super.handle(event)
  }
}
