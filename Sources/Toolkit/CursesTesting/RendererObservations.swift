/// What each renderer showed of one behaviour, compared with what the first showed: the
/// comparison behind ``expectSameInEveryRenderer(_:_:sourceLocation:observe:)``, for a test
/// that reports the differences itself (a proof that gathers them from many states).
///
/// A renderer is anything that names one: an app's renderer names, an enum of its renderer
/// kinds, the two paradigms. What is observed is up to the test: the model's state, a screen
/// where every renderer draws it alike, whether the app quit.
///
/// ```swift
/// let counts = await RendererObservations(["Declarative", "Imperative"]) { renderer in
///   let app = AppHarness(CounterApp(), renderer: renderer, size: Size(width: 40, height: 6))
///   app.send("+")
///   return app.app.counter.count
/// }
/// #expect(counts.disagreements.isEmpty, "\(counts.disagreements.joined(separator: "\n"))")
/// ```
public struct RendererObservations<Value: Equatable> {
  /// What each renderer showed, in the order they ran.
  public private(set) var values: [(renderer: String, value: Value)] = []

  /// No renderer observed yet; ``add(_:from:)`` adds each.
  public init() {}

  /// Runs `observe` once for each of `renderers`, in order, and keeps what each showed.
  @MainActor
  public init<Renderer>(
    _ renderers: some Sequence<Renderer>,
    observe: @MainActor (Renderer) async throws -> Value
  ) async rethrows {
    for renderer in renderers {
      add(try await observe(renderer), from: String(describing: renderer))
    }
  }

  /// Keeps what `renderer` showed.
  public mutating func add(_ value: Value, from renderer: String) {
    values.append((renderer, value))
  }

  /// For each renderer that showed other than the first, a message naming both, with the
  /// lines of the two values that differ (see ``LineDiff/changed(_:_:labels:)``). Empty when
  /// every renderer agrees; with fewer than two renderers, one message that says nothing
  /// was compared, since a comparison of one renderer would pass without checking anything.
  public var disagreements: [String] {
    guard values.count > 1, let first = values.first else {
      return ["\(values.count) renderer(s) observed: nothing was compared"]
    }
    return values.dropFirst().filter { $0.value != first.value }.map { other in
      let diff = LineDiff.changed(
        String(describing: first.value), String(describing: other.value),
        labels: (first.renderer, other.renderer))
      return "\(other.renderer) differs from \(first.renderer):\n" + diff
    }
  }
}
