import TerminalCore

/// The pushed list of a ``Picker``'s options, as CursesUI's navigation-link picker pushes:
/// one row per option, the chosen one marked `✓` and focused first; ↑ and ↓ move, Enter (or
/// a click) chooses and pops, Esc pops without choosing.
///
/// ```swift
/// navigationController?.push(
///   PickerViewController(title: "Size", selection: $model.size, options: sizes))
/// ```
@MainActor
public final class PickerViewController<Value: Hashable>: ViewController {
  private let selection: Binding<Value>
  private let options: [(title: String, value: Value)]
  private var rows: [Button] = []

  /// The options of `selection`, titled `title` in the navigation bar.
  public init(
    title: String, selection: Binding<Value>, options: [(title: String, value: Value)]
  ) {
    self.selection = selection
    self.options = options
    super.init()
    self.title = title
  }

  public override var keyHints: String? { "↑↓ move  ⏎ choose  Esc back" }

  public override func viewDidLoad() {
    let chosen = options.firstIndex { $0.value == selection.wrappedValue }
    rows = options.enumerated().map { index, option in
      let row = Button((index == chosen ? "✓ " : "  ") + option.title)
      row.primaryAction = { [weak self] in self?.choose(option.value) }
      return row
    }
    view.addSubview(ScrollView(StackView(alignment: .leading, margins: (0, 1, 0, 0), rows)))
    focusControl(rows[chosen ?? 0] as Control?)
  }

  private func choose(_ value: Value) {
    if selection.wrappedValue != value { selection.wrappedValue = value }
    _ = navigationController?.pop()
  }

  /// ↑ and ↓ move between the options, stopping at the ends.
  public override func handle(_ event: InputEvent) -> Bool {
    guard event == .key(.up) || event == .key(.down),
      let focused = rows.firstIndex(where: \.isFocused)
    else { return super.handle(event) }
    let next = min(max(focused + (event == .key(.up) ? -1 : 1), 0), rows.count - 1)
    focusControl(rows[next])
    return true
  }
}
