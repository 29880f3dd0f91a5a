import CursesKit
import CursesSwap

/// The journal app: one ``Journal``, drawn by CursesUI or by CursesKit, F2 to swap, even in
/// the middle of an edit.
@main
struct JournalApp: SwappableApp {
  /// The model both renderers draw.
  let model: Journal

  init(model: Journal) { self.model = model }

  init() { model = Journal(entries: Journal.sample) }

  var renderers: [SwappableRenderer] {
    [
      .declarative("Declarative", shortName: "UI") { JournalView(model: model) },
      .imperative("Imperative", shortName: "Kit") {
        NavigationController(rootViewController: JournalViewController(model: model))
      },
    ]
  }
}

extension Journal {
  /// The entries a new journal starts with.
  static var sample: [JournalEntry] {
    [
      JournalEntry(
        id: 1, title: "Monday",
        body: "Rain all morning.\nFinished the chapter on stacks and wrote the notes.",
        isStarred: true),
      JournalEntry(id: 2, title: "Tuesday", body: "Walked to the market."),
      JournalEntry(id: 3, title: "Wednesday"),
    ]
  }
}
