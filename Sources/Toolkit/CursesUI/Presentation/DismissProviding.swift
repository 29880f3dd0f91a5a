/// A view that shows `content` and, while an optional binding holds a value, another view
/// for that value (pushed or in a layer of its own) that can dismiss itself by writing `nil`
/// back. ``DestinationView`` and ``PresentingView`` share this shape.
@MainActor
protocol DismissProviding {
  /// Writes `nil` back to the binding: what Esc, back and `dismiss` do.
  var dismiss: @MainActor () -> Void { get }
  /// Whether the binding holds a value, so the other view shows.
  var isShowing: Bool { get }
  /// What runs once the other view goes; `nil` for nothing.
  var onDismiss: (@MainActor () -> Void)? { get }
}

extension DismissProviding {
  /// Not asked: nothing runs when the other view goes.
  var isShowing: Bool { false }
  /// Nothing runs.
  var onDismiss: (@MainActor () -> Void)? { nil }
}

extension Binding {
  /// The children of a view showing `content` and, while this binding holds a value,
  /// `shown(value)` keyed by the value's id, with a `dismiss` that writes `nil` back.
  @MainActor
  func children<Item: Identifiable, Shown: View>(
    content: some View, showing shown: (Item) -> Shown
  ) -> [ChildView] where Value == Item? {
    var children = [ChildView(key: "content", view: content)]
    if let value = wrappedValue {
      let view = shown(value).environment(\.dismiss, DismissAction(settingNil()))
      children.append(ChildView(key: AnyHashable(value.id), view: view))
    }
    return children
  }

  /// An action that sets the binding to `nil`.
  @MainActor
  func settingNil<Item>() -> @MainActor () -> Void where Value == Item? {
    let binding = self
    return { binding.wrappedValue = nil }
  }
}
