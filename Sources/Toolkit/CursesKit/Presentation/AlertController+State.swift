import Foundation
import TerminalCore

extension AlertController {
  /// An alert built from a state value, as UIKitNavigation's
  /// `UIAlertController(state:handler:)`: a button per ``/TerminalCore/ButtonState``, each
  /// calling `handler` with its action (a button without one only closes the alert), the
  /// state's focused button focused.
  ///
  /// ```swift
  /// let alert = AlertController(state: model.alert!) { action in model.alertButtonTapped(action) }
  /// ```
  public convenience init<Action>(
    state: AlertState<Action>, handler: @escaping @MainActor (Action) -> Void
  ) {
    self.init(title: state.title, message: state.message)
    for button in state.buttons {
      addAction(
        AlertAction(title: button.title, style: AlertAction.Style(button.role)) {
          if let action = button.action { handler(action) }
        })
    }
    focusedActionIndex = state.focusedButton
  }
}

extension ViewController {
  /// Presents the alert `state` holds while it holds one, as UIKitNavigation's
  /// `present(item:)` with `UIAlertController(state:handler:)`: a button runs `action` with
  /// its ``/TerminalCore/ButtonState/action`` before the alert goes, then `nil` is written back
  /// (unless the action put another alert there); Esc runs the cancel button's. The focused
  /// button is kept in the state's ``/TerminalCore/AlertState/focusedButton`` both ways, so a
  /// swap keeps it.
  ///
  /// ```swift
  /// present(alert: $model.alert) { [model] action in model.alertButtonTapped(action) }
  /// ```
  @discardableResult
  public func present<Action>(
    alert state: Binding<AlertState<Action>?>, action: @escaping @MainActor (Action) -> Void
  ) -> ObserveToken {
    let shown = Binding<UUID?>(
      get: { state.wrappedValue?.id },
      set: { if $0 == nil { state.wrappedValue = nil } })
    return present(item: shown) { id in
      guard let alert = state.wrappedValue else { return ViewController() }
      let controller = AlertController(state: alert, handler: action)
      controller.onFocusChange = { index in
        if state.wrappedValue?.id == id { state.wrappedValue?.focusedButton = index }
      }
      controller.observe { [weak controller] in
        guard let controller, let alert = state.wrappedValue, alert.id == id else { return }
        controller.title = alert.title
        controller.message = alert.message
        controller.focusedActionIndex = alert.focusedButton
      }
      return controller
    }
  }
}

extension AlertAction.Style {
  /// The style of a button with `role`.
  init(_ role: ButtonRole?) {
    switch role {
    case .cancel: self = .cancel
    case .destructive: self = .destructive
    case nil: self = .default
    }
  }
}
