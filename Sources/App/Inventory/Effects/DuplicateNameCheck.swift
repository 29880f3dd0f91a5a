/// The duplicate-name check of an item form or a rename draft: the question, which the
/// inventory owning the draft answers, and the wait after each change of the name before it
/// is asked again (300 ms, restarted by every change).
///
/// ```swift
/// nameCheck.schedule(on: dependencies) { [weak self] in self?.refreshNameIsDuplicate() }
/// nameIsDuplicate = nameCheck.isDuplicate(item.name, id: item.id)
/// ```
@MainActor
struct DuplicateNameCheck {
  /// How long the name rests before it is checked.
  static let delay: Duration = .milliseconds(300)

  /// Answers "does an item other than the one with this id have this name?". The inventory
  /// that owns the draft supplies it; a draft on its own never reports a duplicate.
  var isNameTaken: (@MainActor (String, Item.ID) -> Bool)?

  private var pending: Task<Void, Never>?

  /// Whether an item other than `id` has `name`, asked now.
  func isDuplicate(_ name: String, id: Item.ID) -> Bool {
    isNameTaken?(name, id) ?? false
  }

  /// Calls `check` once the name has rested for ``delay`` on `dependencies`' clock,
  /// replacing the wait in progress.
  mutating func schedule(on dependencies: Dependencies, _ check: @escaping @MainActor () -> Void) {
    pending?.cancel()
    pending = startTask {
      do { try await dependencies.sleep(for: Self.delay) } catch { return }
      guard !Task.isCancelled else { return }
      check()
    }
  }

  /// Stops the wait in progress; called when the draft closes.
  mutating func cancel() {
    pending?.cancel()
    pending = nil
  }
}
