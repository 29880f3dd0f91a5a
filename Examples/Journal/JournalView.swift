import CursesUI
import TerminalCore

/// The journal in CursesUI: the filter, the entries and, while syncing, the progress; Enter
/// pushes the entry. Every control is bound to the model.
struct JournalView: View {
  @Bindable var model: Journal

  var body: some View {
    NavigationStack {
      VStack(alignment: .leading) {
        Picker("Show", selection: $model.filter) {
          ForEach(Journal.Filter.allCases, id: \.self) { filter in Text(filter.title).tag(filter) }
        }
        .pickerStyle(.segmented)
        .focused($model.focus, equals: .filter)
        Divider()
        List(highlight: $model.highlightedID, scrollOffset: $model.scrollOffset) {
          ForEach(model.shown) { entry in Text(entry.row) }
        }
        .onActivate { id in model.open(id) }
        .focused($model.focus, equals: .list)
        .onKeyPress { event in
          guard event == .character("s") else { return .ignored }
          model.toggleStar()
          return .handled
        }
        if let progress = model.syncProgress { ProgressView("Syncing", value: progress) }
      }
      .padding(horizontal: 1)
      .navigationTitle("Journal")
      .navigationDestination(item: $model.openedID) { _ in EntryView(model: model) }
    }
    .onKeyPress(handleAppKey)
    .keyHints(model.keyHints)
  }

  /// The keys of every screen: a new entry, a sync.
  private func handleAppKey(_ event: InputEvent) -> KeyPressResult {
    switch event {
    case .key(.control("n")): model.addEntry()
    case .key(.control("r")): model.startSync()
    default: return .ignored
    }
    return .handled
  }
}

/// The opened entry: its title in a field and its body in a `TextEditor`, both on the
/// model's text and cursor.
struct EntryView: View {
  @Bindable var model: Journal

  var body: some View {
    VStack(alignment: .leading) {
      HStack(spacing: 1) {
        Text("Title:")
        TextField("Title", text: $model.opened.title).focused($model.focus, equals: .title)
      }
      Divider()
      TextEditor(text: $model.opened.body).focused($model.focus, equals: .body)
      if let progress = model.syncProgress { ProgressView("Syncing", value: progress) }
    }
    .padding(horizontal: 1)
    .navigationTitle(model.opened.title.text)
  }
}
