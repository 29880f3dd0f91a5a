import TerminalCore

/// A view that runs an action when a value changes (see ``View/onChange(of:initial:_:)``).
public struct ChangeObservingView<Content: View, Value: Equatable>: View {
  let content: Content
  let value: Value
  let initial: Bool
  let action: @MainActor (Value, Value) -> Void

  /// Primitive.
  public var body: Never { fatalError("primitive") }
}

extension ChangeObservingView: ModifierView {
  func makeElement() -> Element { ChangeObservingElement<Content, Value>() }
}

/// Compares each new value with the last one and queues the action with the host, which runs
/// it after the update (never while a body is being evaluated).
final class ChangeObservingElement<Content: View, Value: Equatable>:
  SizeKeepingElement<ChangeObservingView<Content, Value>>
{
  private var last: Value?

  override func update(from view: any View, node: Node) {
    super.update(from: view)
    let current = self.view.value
    let action = self.view.action
    if let last {
      if last != current { node.host?.pendingAppearanceActions.append { action(last, current) } }
    } else if self.view.initial {
      node.host?.pendingAppearanceActions.append { action(current, current) }
    }
    last = current
  }
}

extension View {
  /// Runs `action` with the old and the new value whenever `value` changes from one update
  /// of the view to the next (and once at first with `initial`), after the update, as
  /// SwiftUI's `onChange(of:initial:_:)`.
  ///
  /// ```swift
  /// TextField("Filter", text: $model.filter)
  ///   .onChange(of: model.filter) { _, filter in model.scrollToTop() }
  /// ```
  public func onChange<Value: Equatable>(
    of value: Value, initial: Bool = false,
    _ action: @escaping @MainActor (_ oldValue: Value, _ newValue: Value) -> Void
  ) -> ChangeObservingView<Self, Value> {
    ChangeObservingView(content: self, value: value, initial: initial, action: action)
  }
}
