import TerminalCore

extension View {
  /// Shows the alert `state` holds while it holds one, as swift-navigation's
  /// `alert(_:action:)` does: a button runs `action` with its
  /// ``/TerminalCore/ButtonState/action`` first and then clears `state` (unless the action put
  /// another alert there); Esc runs the cancel button's action the same way. Left/Right move
  /// the focus, which is written to the state's ``/TerminalCore/AlertState/focusedButton``, so
  /// a swap keeps it.
  ///
  /// ```swift
  /// List { … }
  ///   .alert(Binding(model, \.alert)) { action in model.alertButtonTapped(action) }
  /// ```
  public func alert<Action>(
    _ state: Binding<AlertState<Action>?>, action: @escaping @MainActor (Action) -> Void
  ) -> PresentingView<Self, AlertState<Action>, AlertContent<AlertStateButtons<Action>, Text?>> {
    let item = Binding<AlertState<Action>?>(
      get: { state.wrappedValue },
      set: { newValue in
        guard newValue == nil, let shown = state.wrappedValue else { return }
        if let cancel = shown.cancelAction { action(cancel) }
        if state.wrappedValue?.id == shown.id { state.wrappedValue = nil }
      })
    return PresentingView(content: self, item: item, kind: .alert) { alert in
      AlertContent(
        title: alert.title, actions: AlertStateButtons(state: state, id: alert.id, action: action),
        message: alert.message.map { Text($0) })
    }
  }
}

/// The buttons of an alert shown from an ``/TerminalCore/AlertState``, their focus bound to its
/// ``/TerminalCore/AlertState/focusedButton``.
public struct AlertStateButtons<Action>: View {
  let state: Binding<AlertState<Action>?>
  let id: AlertState<Action>.ID
  let action: @MainActor (Action) -> Void

  /// The buttons in a row.
  public var body: some View {
    let buttons = state.wrappedValue?.id == id ? state.wrappedValue?.buttons ?? [] : []
    ForEach(buttons.indices, id: \.self) { index in
      Button(buttons[index].title, role: buttons[index].role) {
        if let chosen = buttons[index].action { action(chosen) }
        if state.wrappedValue?.id == id { state.wrappedValue = nil }
      }
      .focused(focus, equals: index)
    }
  }

  private var focus: Binding<Int> {
    Binding(
      get: { state.wrappedValue?.focusedButton ?? 0 },
      set: { index in if state.wrappedValue?.id == id { state.wrappedValue?.focusedButton = index }
      }
    )
  }
}
