/// The work a view model has in flight, at most one task per key: starting a task cancels the
/// one before it under the same key, so a debounce or an animation restarts cleanly.
///
/// A view model holds one of these beside its dependencies, so its stored properties stay
/// the state a user sees; a task that ends on its own says so with ``finish(_:)``, so an idle
/// model holds nothing.
///
/// ```swift
/// tasks.start(.colors) { [weak self] in
///   do { try await dependencies.sleep(for: .milliseconds(500)) } catch { return }
///   guard let self, !Task.isCancelled else { return }
///   self.tasks.finish(.colors)
///   self.newColors = [.pink]
/// }
/// ```
@MainActor
struct RunningTasks<Key: Hashable> {
  private var tasks: [Key: Task<Void, Never>] = [:]

  /// Whether a task under `key` has started and neither finished nor been cancelled.
  func isRunning(_ key: Key) -> Bool { tasks[key] != nil }

  /// Starts `operation` under `key` (synchronously up to its first suspension, see
  /// `startTask`), cancelling the task in flight under that key.
  mutating func start(_ key: Key, _ operation: @escaping @MainActor () async -> Void) {
    tasks.removeValue(forKey: key)?.cancel()
    tasks[key] = startTask(operation)
  }

  /// Forgets the task under `key`, which is ending on its own.
  mutating func finish(_ key: Key) {
    tasks[key] = nil
  }

  /// Cancels the task under `key`, if any.
  mutating func cancel(_ key: Key) {
    tasks.removeValue(forKey: key)?.cancel()
  }

  /// Cancels every task.
  mutating func cancelAll() {
    for task in tasks.values { task.cancel() }
    tasks = [:]
  }
}
